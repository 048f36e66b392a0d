'use client';
// The header's menu on a narrow screen: one button that shows and hides the site's sections and the language links,
// so a phone's first screen is the page and not the header. On a wide screen the button is hidden (CSS) and the
// menu is always shown. Without scripts the menu is shown too (the <noscript> style): nothing is ever out of reach.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function SiteMenu({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // Escape closes the menu and gives the focus back to its button, as a disclosure does.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button ref={button} type="button" className="site-menu-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span aria-hidden="true" className="site-menu-icon" />
        {label}
      </button>
      <div id={id} className="site-menu" data-open={open ? '' : undefined}>
        {children}
      </div>
      <noscript>
        <style>{`@media (max-width: 44rem){.site-menu{display:flex!important}.site-menu-button{display:none!important}}`}</style>
      </noscript>
    </>
  );
}
