import { Card, Classes, Collapse } from "@blueprintjs/core";
import { ChevronDown, ChevronRight } from "@blueprintjs/icons";
import { memo } from "react";
import type { ApiOperation } from "../../core/api-document/api-operation.ts";
import { AccessTag } from "./access-tag.tsx";
import type { ApiDocumentViewModel } from "./api-document.view-model.ts";
import { MethodTag } from "./method-tag.tsx";
import { operationAnchor, operationName } from "./operation-anchor.ts";
import { OperationDetails } from "./operation-details.tsx";
import { OperationExamples } from "./operation-examples.tsx";

interface OperationCardProps {
  readonly operation: ApiOperation;
  readonly open: boolean;
  readonly onToggle: (operation: ApiOperation) => void;
  readonly viewModel: ApiDocumentViewModel;
  readonly chosenKey: string | null;
}

/** One operation: method, path, summary and who may call it; opened, its details and examples. */
export const OperationCard = memo(function OperationCard({
  operation,
  open,
  onToggle,
  viewModel,
  chosenKey,
}: OperationCardProps) {
  const anchor = operationAnchor(operation);
  return (
    <Card
      id={anchor}
      className="api-operation"
      data-testid="api-operation"
      data-operation={operationName(operation)}
      compact
    >
      <h4 className={`${Classes.HEADING} api-operation-heading`}>
        <button
          type="button"
          className="api-operation-toggle"
          aria-expanded={open}
          aria-controls={`${anchor}-details`}
          onClick={() => onToggle(operation)}
        >
          {open ? <ChevronDown /> : <ChevronRight />}
          <MethodTag method={operation.method} />
          <code className="api-operation-path">{operation.path}</code>
          <span className="api-operation-summary">{operation.summary}</span>
        </button>
        <AccessTag access={operation.access} />
      </h4>
      <Collapse isOpen={open} keepChildrenMounted={false}>
        <div id={`${anchor}-details`} className="api-operation-details">
          <OperationDetails operation={operation} />
          <OperationExamples operation={operation} viewModel={viewModel} chosenKey={chosenKey} />
        </div>
      </Collapse>
    </Card>
  );
});
