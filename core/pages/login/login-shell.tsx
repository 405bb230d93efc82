import type { ReactNode } from 'react';
import './login.css';

export const PRODUCT_NAME = 'Atrium 管理端';

/** The product's mark (the same "A" as the favicon), drawn inline so it needs no asset. */
export function BrandMark({ size = 44 }: { size?: number }) {
  return (
    <svg className="atrium-login__mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="atrium-login-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4096ff" />
          <stop offset="1" stopColor="#1677ff" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#atrium-login-mark)" />
      <path d="M18 46 32 16l14 30h-7l-7-16-7 16z" fill="#fff" />
    </svg>
  );
}

/** The white surface that holds a public page's form. */
export function LoginCard({ children }: { children: ReactNode }) {
  return <section className="atrium-login__card">{children}</section>;
}

/** The public pages' frame: a soft background, the product name above a centred card, a quiet footer. */
export function LoginShell({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  return (
    <main className="atrium-login">
      <div className="atrium-login__panel">
        <header className="atrium-login__brand">
          <BrandMark />
          <h1 className="atrium-login__title">{PRODUCT_NAME}</h1>
          <p className="atrium-login__subtitle">{subtitle}</p>
        </header>
        {children}
        <footer className="atrium-login__footer">
          © {new Date().getFullYear()} Atrium · 企业一站式管理平台
        </footer>
      </div>
    </main>
  );
}
