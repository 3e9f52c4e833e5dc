import type { UserRole } from "../../core/session/user-role.ts";
import { AppDrawer } from "../components/app-dialog.tsx";
import { SideNav } from "./side-nav.tsx";

interface MenuDrawerProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly role: UserRole;
}

/** The navigation in a drawer, for viewports too narrow for the sidebar: opened by the top bar's menu button. */
export function MenuDrawer({ isOpen, onClose, title, role }: MenuDrawerProps) {
  return (
    <AppDrawer isOpen={isOpen} onClose={onClose} position="left" size="280px" title={title}>
      <SideNav role={role} onNavigate={onClose} />
    </AppDrawer>
  );
}
