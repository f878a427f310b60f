/** The root layout: the client provider around every page. No remote fonts or assets. */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Providers } from './Providers';

export const metadata: Metadata = { title: 'gifkit × Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
