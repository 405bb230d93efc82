import { useState } from 'react';

/** The organisation's logo, or a default mark with its first character when there is none (or it fails). */
export function OwnerLogo({ logoUrl, organizationName }: { logoUrl: string; organizationName: string }) {
  const [failed, setFailed] = useState<string | undefined>();
  if (logoUrl && failed !== logoUrl) {
    return (
      <img
        className="atrium-navbar__logo"
        src={logoUrl}
        alt={organizationName ? `${organizationName} Logo` : 'Logo'}
        onError={() => setFailed(logoUrl)}
      />
    );
  }
  return (
    <span
      className="atrium-navbar__logo atrium-navbar__logo--default"
      role="img"
      aria-label={organizationName ? `${organizationName} Logo` : 'Logo'}
    >
      {organizationName ? (
        organizationName.slice(0, 1)
      ) : (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2 2 7v2h20V7L12 2Zm-7 9v7H3v3h18v-3h-2v-7h-3v7h-2.5v-7h-3v7H8v-7H5Z"
          />
        </svg>
      )}
    </span>
  );
}
