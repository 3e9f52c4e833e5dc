import { useEffect, useState } from "react";

/** Creates a view model once per mounted screen and disposes it when the screen goes away. */
export function useViewModel<T extends { dispose(): void }>(create: () => T): T {
  const [viewModel] = useState(create);
  useEffect(() => () => viewModel.dispose(), [viewModel]);
  return viewModel;
}
