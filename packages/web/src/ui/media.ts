/** Media queries the tables follow as the screen or the input changes. */
import { useEffect, useState } from 'react';

/** Whether a media query matches, following changes (the desktop layout moves the element row). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const m = matchMedia(query);
    const on = () => setMatches(m.matches);
    on();
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, [query]);
  return matches;
}

/**
 * A screen played by touch alone (a phone, a tablet): no pointer that hovers, so most likely no
 * keyboard either. Prompts then say "tap" and leave out the keys; the same query hides the key
 * hints on buttons (styles/base.css).
 */
export const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';

export function useTouchOnly(): boolean {
  return useMediaQuery(TOUCH_ONLY);
}

/** A phone's width: the tables' one-column layout (the CSS's `max-width: 599px` blocks). */
export const PHONE = '(max-width: 599px)';

export function usePhone(): boolean {
  return useMediaQuery(PHONE);
}
