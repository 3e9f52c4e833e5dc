import { useTranslation } from "react-i18next";
import type { ApiOperation, ApiTagGroup } from "../../core/api-document/api-operation.ts";
import { MethodTag } from "./method-tag.tsx";
import { operationAnchor } from "./operation-anchor.ts";

interface ApiDocumentNavProps {
  readonly groups: readonly ApiTagGroup[];
  readonly onOpen: (operation: ApiOperation) => void;
}

/** Every operation by tag, each a link to its card (which it opens). */
export function ApiDocumentNav({ groups, onOpen }: ApiDocumentNavProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("apiDocument.operations")} className="api-nav">
      {groups.map((group) => (
        <div key={group.tag ?? ""} className="api-nav-group">
          <p className="api-nav-tag">{group.tag ?? t("apiDocument.untagged")}</p>
          <ul>
            {group.operations.map((operation) => (
              <li key={operation.id}>
                <a
                  href={`#${operationAnchor(operation)}`}
                  className="api-nav-link"
                  onClick={(event) => {
                    event.preventDefault();
                    onOpen(operation);
                  }}
                >
                  <MethodTag method={operation.method} />
                  <span className="api-nav-summary">{operation.summary || operation.path}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
