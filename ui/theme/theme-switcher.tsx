import { SegmentedControl } from "@blueprintjs/core";
import { Desktop, Flash, Moon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { isThemeMode, ThemeMode } from "../../core/theme/theme-mode.ts";
import { useObservable } from "../hooks/use-observable.ts";
import { useService } from "../hooks/use-service.ts";
import { ThemeViewModel } from "./theme.view-model.ts";

const OPTIONS = [
  { mode: ThemeMode.LIGHT, Icon: Flash },
  { mode: ThemeMode.DARK, Icon: Moon },
  { mode: ThemeMode.SYSTEM, Icon: Desktop },
] as const;

/**
 * Light / Dark / System for the top bar: a radio group (arrow keys move the choice) whose labels stay in the
 * accessibility tree when narrow screens show only the icons.
 */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const theme = useService(ThemeViewModel);
  const { mode } = useObservable(theme.state$, theme.current());
  return (
    <SegmentedControl
      className="app-theme-switcher"
      aria-label={t("theme.label")}
      size="small"
      value={mode}
      onValueChange={(value) => {
        if (isThemeMode(value)) theme.setMode(value);
      }}
      options={OPTIONS.map(({ mode: option, Icon }) => ({
        value: option,
        label: t(`theme.${option}`),
        icon: <Icon />,
      }))}
    />
  );
}
