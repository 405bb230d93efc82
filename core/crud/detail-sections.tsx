import { Anchor, Card, Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useService } from '../di/services-context';
import { AppStore } from '../stores/app-store';
import './detail-sections.css';

/** One section of a record's page: a titled card, reached from the page's anchor rail. */
export interface DetailSection {
  key: string;
  /** The card's title and the rail's link: 基本信息. */
  title: string;
  /** Beside the title (a section's own action). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The nearest ancestor that scrolls (the console's main area, or the page when it grows with it). */
export function scrollParentOf(element: HTMLElement | null): HTMLElement | Window {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return window;
}

/** An id fit for a URL fragment and a CSS selector (React's own ids hold characters that are not). */
const fragmentOf = (id: string, key: string) => `detail-${id.replace(/[^A-Za-z0-9_-]/g, '')}-${key}`;

/**
 * A record's page in sections: each a titled card (`<section>` named by its title), and beside them
 * a rail of links (antd's Anchor) that scrolls to a section and follows the scroll, marking the
 * section in view. The links are reached by Tab; following one moves the focus to its section, so
 * the keyboard goes on from there. On a phone the rail runs across the top. The ids are the page's
 * own (two kept-alive tabs of the same page do not share them), and a link leaves the address as it
 * is (the console's router owns it). One section shows no rail.
 */
export const DetailSections = observer(function DetailSections({
  sections,
}: {
  sections: readonly DetailSection[];
}) {
  const id = useId();
  const mobile = useService(AppStore).device === 'mobile';
  const root = useRef<HTMLDivElement>(null);
  const [container, setContainer] = useState<HTMLElement | Window>();
  // The scroll container is known once the page is in the document.
  useLayoutEffect(() => setContainer(scrollParentOf(root.current)), []);
  const rail = sections.length > 1;
  const hrefOf = (key: string) => `#${fragmentOf(id, key)}`;
  const focusSection = (href: string) => {
    const section = document.getElementById(href.slice(1));
    section?.focus({ preventScroll: true });
  };

  const cards = (
    <Flex vertical gap={16} style={{ flex: 1, minWidth: 0 }}>
      {sections.map((section) => (
        <section
          key={section.key}
          id={fragmentOf(id, section.key)}
          aria-labelledby={`${fragmentOf(id, section.key)}-title`}
          tabIndex={-1}
          className="atrium-detail-section"
        >
          <Card
            title={<span id={`${fragmentOf(id, section.key)}-title`}>{section.title}</span>}
            extra={section.extra}
          >
            {section.children}
          </Card>
        </section>
      ))}
    </Flex>
  );
  if (!rail) return cards;
  const anchor = container && (
    <nav aria-label="页面导航" className={mobile ? 'atrium-detail-rail--top' : 'atrium-detail-rail'}>
      <Anchor
        affix={false}
        direction={mobile ? 'horizontal' : 'vertical'}
        getContainer={() => container as HTMLElement}
        targetOffset={16}
        items={sections.map((section) => ({
          key: section.key,
          href: hrefOf(section.key),
          title: section.title,
        }))}
        onClick={(event, link) => {
          // Scrolled by Anchor; the address stays the router's.
          event.preventDefault();
          focusSection(link.href);
        }}
      />
    </nav>
  );
  return (
    <Flex ref={root} vertical={mobile} gap={16} align={mobile ? 'stretch' : 'start'}>
      {mobile && anchor}
      {cards}
      {!mobile && anchor}
    </Flex>
  );
});
