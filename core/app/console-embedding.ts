import { createContext, useContext, useEffect } from 'react';

/**
 * How the console runs inside a host shell (core/embed/micro-frontend.tsx): what it owns there, and
 * who signs a member in again. Absent when the console is the page.
 */
export interface ConsoleEmbedding {
  /** The console's own element inside the host's: popups, the theme variable and the ready mark go here. */
  root: HTMLElement;
  /** Where antd's generated styles go (inside `root`, so they leave with it). */
  styleContainer: HTMLElement;
  /** The session ended (logout, a logged-out code, a failed start): the host shows its sign-in. */
  onSignedOut(): void;
}

export const ConsoleEmbeddingContext = createContext<ConsoleEmbedding | undefined>(undefined);

/** The embedding when the console runs inside a host, undefined when it is the page. */
export function useConsoleEmbedding(): ConsoleEmbedding | undefined {
  return useContext(ConsoleEmbeddingContext);
}

/** Sets the page's title, unless the console is embedded: the host's title is the host's. */
export function useDocumentTitle(title: string): void {
  const embedded = useConsoleEmbedding() !== undefined;
  useEffect(() => {
    if (!embedded) document.title = title;
  }, [embedded, title]);
}
