import { useEffect, useRef, type RefObject } from 'react';

/**
 * Each new stage of an exam (setup, questions, marking, results) takes the focus to its heading, so a keyboard or
 * screen-reader user starts there; the first render keeps the focus where it is.
 */
export function useFocusOnChange(stage: string, heading: RefObject<HTMLElement | null>) {
  const shown = useRef(stage);
  useEffect(() => {
    if (shown.current === stage) return;
    shown.current = stage;
    heading.current?.focus();
  }, [stage, heading]);
}
