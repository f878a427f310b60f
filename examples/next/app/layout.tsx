/** The root layout: the client provider around every page. No remote fonts or assets. */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { gifsUrl } from './gifHandler';
import { Providers } from './Providers';

export const metadata: Metadata = { title: 'gifkit × Next.js' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers serverUrl={await gifsUrl()}>{children}</Providers>
      </body>
    </html>
  );
}
