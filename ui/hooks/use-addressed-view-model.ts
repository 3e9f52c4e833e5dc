import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useViewModel } from "./use-view-model.ts";

/** A view model whose view (filters, page) lives in the address's query, so a reload or a shared link keeps it. */
export interface AddressedViewModel {
  showAddress(search: string): void;
  dispose(): void;
}

/**
 * Creates a view model with the address's query and a way to change it, then tells it each time the address
 * changes. Filters replace the address rather than stack up history entries; the address still shares the view.
 */
export function useAddressedViewModel<T extends AddressedViewModel>(
  create: (search: string, showSearch: (next: string) => void) => T,
): T {
  const { search } = useLocation();
  const navigate = useNavigate();
  const viewModel = useViewModel(() =>
    create(search, (next) => navigate({ search: next }, { replace: true })),
  );
  useEffect(() => viewModel.showAddress(search), [viewModel, search]);
  return viewModel;
}
