import { PagePlaceholder } from "../../ui/components/page-placeholder.tsx";

/** Replaced by the screen itself (issue 6). */
export function PlaygroundPage() {
  return <PagePlaceholder />;
}
