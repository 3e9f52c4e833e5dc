import type { Container, ServiceIdentifier } from "inversify";
import { createContext, useContext } from "react";

export const ContainerContext = createContext<Container | null>(null);

/** Resolves a port, store or view model from the container chosen by the composition root. */
export function useService<T>(token: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error("useService needs a ContainerContext provider");
  return container.get<T>(token);
}
