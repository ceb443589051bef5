import type { HoneypotInputProps } from 'remix-utils/honeypot/server';

const LABEL = 'Zostaw to pole puste';

/**
 * The fields remix-utils' Honeypot checks (app/.server/honeypot.ts), rendered here rather than by its
 * HoneypotInputs, whose `autocomplete="nope"` is invalid HTML: hidden from people by a class (no inline
 * style), the trap field left empty, and the encrypted time the form was rendered.
 */
export function HoneypotFields({ nameFieldName, validFromFieldName, encryptedValidFrom }: HoneypotInputProps) {
  return (
    <div id={`${nameFieldName}_wrap`} className="hidden" aria-hidden="true">
      <label htmlFor={nameFieldName}>{LABEL}</label>
      <input id={nameFieldName} name={nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {validFromFieldName ? (
        <>
          <label htmlFor={validFromFieldName}>{LABEL}</label>
          <input
            id={validFromFieldName}
            name={validFromFieldName}
            type="text"
            value={encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
