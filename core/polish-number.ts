// Numbers written the Polish way (CLDR pl): a decimal comma, and a no-break space between thousands once
// the whole part has five digits or more ("1234,50", "12 345,67"). Written out rather than through
// `Intl.NumberFormat`: the first Intl number or date formatter a browser tab creates loads ICU's data,
// ~35 ms of one main-thread task on a laptop and about four times that on a phone, and every page shows
// a price or a distance while it hydrates (docs/decisions/0035). tests/core/polish-number.test.ts holds
// the output equal to `Intl.NumberFormat('pl-PL', …)`, which is still used for what is outside the fast
// path below (non-finite numbers, and magnitudes JavaScript writes with an exponent).

const NO_BREAK_SPACE = '\u00a0';

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function incremented(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

function grouped(whole: string): string {
  if (whole.length < 5) return whole;
  const head = whole.length % 3 || 3;
  let out = whole.slice(0, head);
  for (let i = head; i < whole.length; i += 3) out += NO_BREAK_SPACE + whole.slice(i, i + 3);
  return out;
}

/**
 * `value` with between `minFraction` and `maxFraction` decimals, rounded half away from zero on its
 * shortest decimal form (as Intl does: 1.005 → "1,01", 12.35 → "12,4").
 */
export function formatPolishNumber(value: number, minFraction: number, maxFraction: number): string {
  const magnitude = Math.abs(value);
  if (!Number.isFinite(value) || (magnitude !== 0 && (magnitude < 1e-6 || magnitude >= 1e21))) {
    return new Intl.NumberFormat('pl-PL', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    }).format(value);
  }
  const [whole0 = '0', fraction0 = ''] = String(magnitude).split('.');
  let digits = whole0 + fraction0.slice(0, maxFraction).padEnd(maxFraction, '0');
  if (fraction0.length > maxFraction && fraction0.charCodeAt(maxFraction) >= 53 /* '5' */) digits = incremented(digits);
  const whole = digits.slice(0, digits.length - maxFraction) || '0';
  let fraction = digits.slice(digits.length - maxFraction);
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + grouped(whole) + (fraction ? `,${fraction}` : '');
}
