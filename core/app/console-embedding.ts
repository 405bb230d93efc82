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
  /** The shell is on screen, its layout's code loaded: the host's mount resolves. */
  onStarted(): void;
  /**
   * The console failed: part of its code could not load (a chunk's 404, the network gone), or an error
   * no view caught. The host hears it, never the console's own login page; before the shell is on
   * screen the mount rejects with it.
   */
  onFailed(error: Error): void;
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
