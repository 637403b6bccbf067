/** The rendered height of an element, kept up to date (a bar pinned to the window's bottom tells the table how much it covers). */
import { type RefCallback, useCallback, useEffect, useState } from 'react';

/** A ref callback to put on the element, and its height in whole pixels (0 until it is rendered). */
export function useElementHeight<E extends HTMLElement>(): [RefCallback<E>, number] {
  const [element, setElement] = useState<E | null>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!element) {
      setHeight(0);
      return;
    }
    const observer = new ResizeObserver(() => setHeight(Math.ceil(element.getBoundingClientRect().height)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((el: E | null) => setElement(el), []);
  return [ref, height];
}
