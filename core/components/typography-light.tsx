import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import './typography-light.css';

/**
 * A heading and a secondary line for what every first screen may show (the workbench, a failure),
 * drawn with antd's typography tokens (so the dark theme and an embedding host's theme apply) but
 * without antd's `Typography`: that component carries its editable mode (a text area, and with it
 * antd's form machinery, about 25 KiB gzip) into every page (issue 17's budgets). Pages of their own
 * use antd's `Typography` as usual.
 */
export function Heading({
  level,
  style,
  children,
}: {
  level: 4 | 5;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const Tag = level === 4 ? 'h4' : 'h5';
  return (
    <Tag
      style={{
        margin: '0 0 0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: level === 4 ? token.fontSizeHeading4 : token.fontSizeHeading5,
        lineHeight: level === 4 ? token.lineHeightHeading4 : token.lineHeightHeading5,
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}

/** Secondary text (antd's `type="secondary"`): inline, or a paragraph with `paragraph`. */
export function SecondaryText({ paragraph = false, children }: { paragraph?: boolean; children: ReactNode }) {
  const { token } = theme.useToken();
  const style: CSSProperties = { color: token.colorTextDescription };
  return paragraph ? (
    <p style={{ ...style, margin: '0 0 1em' }}>{children}</p>
  ) : (
    <span style={style}>{children}</span>
  );
}

/**
 * What opens something (a row's detail) drawn as antd's `Typography.Link`, without its component: a
 * button, so the keyboard reaches it (antd's link without an address is not focusable).
 */
export function TextLink({ onClick, children }: { onClick(): void; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      className="atrium-text-link"
      onClick={onClick}
      style={
        { '--atrium-link': token.colorLink, '--atrium-link-hover': token.colorLinkHover } as CSSProperties
      }
    >
      {children}
    </button>
  );
}
