import { Callout } from "@blueprintjs/core";
import { Offline } from "@blueprintjs/icons";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useObservable } from "../hooks/use-observable.ts";
import { online$ } from "../shell/online-status.ts";
import "./offline-callout.css";

/**
 * Says so, above every layout, while the browser is offline: the shell still shows (the service worker keeps it),
 * but data may be stale and changes fail. The live region is always there, so screen readers announce the callout.
 */
export function OfflineCallout() {
  const { t } = useTranslation();
  const status$ = useMemo(() => online$(window), []);
  const online = useObservable(status$, true);
  return (
    <div role="status" className="app-offline-region">
      {online ? null : (
        <Callout intent="warning" icon={<Offline />} compact data-testid="offline-callout">
          {t("offline.notice")}
        </Callout>
      )}
    </div>
  );
}
