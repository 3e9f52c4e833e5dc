import { Dialog, type DialogProps, Drawer, type DrawerProps } from "@blueprintjs/core";
import { useId } from "react";
import { OverlayHeader, type OverlayHeaderProps } from "./overlay-header.tsx";

type HeaderProps = Pick<DialogProps & DrawerProps, "title" | "icon" | "isCloseButtonShown" | "onClose">;

/** The title bar Blueprint would draw from these props, with its close button's name translated. */
function translatedHeader(kind: OverlayHeaderProps["kind"], titleId: string, props: HeaderProps) {
  const { title, icon, isCloseButtonShown, onClose } = props;
  if (title == null) return null;
  return (
    <OverlayHeader
      kind={kind}
      titleId={titleId}
      title={title}
      icon={typeof icon === "string" ? undefined : icon}
      onClose={isCloseButtonShown === false ? undefined : onClose}
    />
  );
}

/** Blueprint's Dialog, its title bar translated (OverlayHeader); the same props. */
export function AppDialog({ title, icon, isCloseButtonShown, children, ...props }: DialogProps) {
  const titleId = useId();
  const labelledBy = props["aria-labelledby"] ?? (title != null ? titleId : undefined);
  return (
    <Dialog {...props} aria-labelledby={labelledBy}>
      {translatedHeader("dialog", titleId, { title, icon, isCloseButtonShown, onClose: props.onClose })}
      {children}
    </Dialog>
  );
}

/** Blueprint's Drawer, its title bar translated (OverlayHeader); the same props. */
export function AppDrawer({ title, icon, isCloseButtonShown, children, ...props }: DrawerProps) {
  const titleId = useId();
  return (
    <Drawer {...props}>
      {translatedHeader("drawer", titleId, { title, icon, isCloseButtonShown, onClose: props.onClose })}
      {children}
    </Drawer>
  );
}
