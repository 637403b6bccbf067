/** The rendered width of an element, followed as the window changes: a chart draws at the width it gets. */
import { type RefObject, useEffect, useState } from 'react';

export function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(Math.floor(el.getBoundingClientRect().width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
