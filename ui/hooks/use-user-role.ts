import { useMemo } from "react";
import { map } from "rxjs";
import { SessionStore } from "../../core/session/session-store.ts";
import { deriveUserRole, UserRole } from "../../core/session/user-role.ts";
import { useObservable } from "./use-observable.ts";
import { useService } from "./use-service.ts";

export function useUserRole(): UserRole {
  const sessions = useService(SessionStore);
  const role$ = useMemo(() => sessions.session$.pipe(map(deriveUserRole)), [sessions]);
  return useObservable(role$, deriveUserRole(sessions.current()) ?? UserRole.UNREGISTERED_USER);
}
