import type { Container, Newable } from 'inversify';
import { createContext, type ReactNode, useContext } from 'react';
import type { Token } from './token';

const ContainerContext = createContext<Container | null>(null);

/** Puts the container at the root; nothing below imports a singleton. */
export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** A service or store from the container (page-level views and the shell; leaf components take props). */
export function useService<T>(identifier: Token<T> | Newable<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService must be used inside <ServicesProvider>');
  return container.get<T>(identifier);
}
