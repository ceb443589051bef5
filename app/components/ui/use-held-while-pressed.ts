import { useState, useSyncExternalStore } from 'react';

/*
 * A press (mouse button, finger, pen) that leaves a field blurs it on the way down, and the field's
 * message appearing then pushes the page down before the button comes up: the click lands beside what
 * was pressed ('+ dodaj uwagi' did not open). So a message that changes during a press is shown once
 * the press is over — after its click. Keyboard users get it at once (no press).
 */

let pressed = false;
let release: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setPressed(next: boolean) {
  clearTimeout(release);
  if (pressed === next) return;
  pressed = next;
  for (const listener of listeners) listener();
}

const onDown = () => setPressed(true);
/** The click a press ends in is dispatched after it: released in a later task, once the click is done. */
const onClick = () => {
  clearTimeout(release);
  release = setTimeout(() => setPressed(false), 0);
};
/** A press that ends in no click (dragged off, a tap the browser turns into a late click): a fallback. */
const PRESS_FALLBACK_MS = 500;
const onUp = () => {
  clearTimeout(release);
  release = setTimeout(() => setPressed(false), PRESS_FALLBACK_MS);
};

const EVENTS = [
  ['pointerdown', onDown],
  ['click', onClick],
  ['pointerup', onUp],
  ['pointercancel', onUp],
] as const;

function subscribe(listener: () => void) {
  if (listeners.size === 0) for (const [name, handler] of EVENTS) window.addEventListener(name, handler, true);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    for (const [name, handler] of EVENTS) window.removeEventListener(name, handler, true);
    setPressed(false);
  };
}

/** True while a pointer press is in progress (always false on the server). */
export function usePointerPressed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  );
}

/**
 * `value`, except that a change made while a pointer is pressed shows only once the press is over.
 * `key` tells values apart (a new array with the same messages is no change).
 */
export function useHeldWhilePressed<T>(value: T, key: string): T {
  const isPressed = usePointerPressed();
  const [shown, setShown] = useState({ value, key });
  if (!isPressed && shown.key !== key) {
    setShown({ value, key });
    return value;
  }
  return shown.key === key ? value : shown.value;
}
