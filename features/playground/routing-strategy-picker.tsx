import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { ROUTING_STRATEGIES, type RoutingStrategy } from "../../core/chat-completions/routing-strategy.ts";
import { ROUTING_STRATEGY_LABEL_KEYS } from "./routing-strategy-labels.ts";

const SELECT_ID = "playground-routing-strategy";

interface RoutingStrategyPickerProps {
  readonly value: RoutingStrategy;
  readonly onChange: (strategy: RoutingStrategy) => void;
}

/** How 'Best Available' picks its model. */
export function RoutingStrategyPicker({ value, onChange }: RoutingStrategyPickerProps) {
  const { t } = useTranslation();
  return (
    <FormGroup label={t("playground.routingStrategy.label")} labelFor={SELECT_ID}>
      <HTMLSelect
        id={SELECT_ID}
        fill
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as RoutingStrategy)}
        options={ROUTING_STRATEGIES.map((strategy) => ({
          value: strategy,
          label: t(`playground.routingStrategy.${ROUTING_STRATEGY_LABEL_KEYS[strategy]}`),
        }))}
      />
    </FormGroup>
  );
}
