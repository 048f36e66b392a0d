import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';
import { DevNoServiceWorker } from '@/components/offline/DevNoServiceWorker';

export const metadata: Metadata = {
  title: 'Leis do Xadrez · Leis do Xadrez · Laws of Chess',
  description: 'Curso interactivo das Leis do Xadrez da FIDE · Curso interativo das Leis do Xadrez da FIDE · An interactive course on the FIDE Laws of Chess',
};

// The language chooser stands outside every language, so it has a root layout of its own.
export default function ChooserLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <DevNoServiceWorker />
      </body>
    </html>
  );
}
