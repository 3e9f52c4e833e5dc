import {
  Book,
  Chart,
  Chat,
  Code,
  Comment,
  CreditCard,
  Cube,
  DiagramTree,
  Dollar,
  History,
  Key,
  Layers,
  Office,
  People,
  Shield,
  ThList,
  TimelineAreaChart,
  TimelineLineChart,
} from "@blueprintjs/icons";
import type { ReactElement } from "react";
import { RouteName } from "../../core/routing/route-name.ts";

export type NavSection = "sectionBuild" | "sectionAccount" | "sectionOrganization" | "sectionHelp";

export interface NavItem {
  readonly route: RouteName;
  readonly label:
    | "playground"
    | "availableModels"
    | "apiKeys"
    | "usageLogs"
    | "usage"
    | "subscription"
    | "billing"
    | "retention"
    | "organization"
    | "departments"
    | "users"
    | "models"
    | "report"
    | "analytics"
    | "activity"
    | "documentation"
    | "apiDocumentation"
    | "feedback";
  readonly icon: ReactElement;
}

/** The side navigation, by section; the layout shows only the items the person's role may open. */
export const NAVIGATION: readonly { readonly section: NavSection; readonly items: readonly NavItem[] }[] = [
  {
    section: "sectionBuild",
    items: [
      { route: RouteName.PLAYGROUND_PAGE, label: "playground", icon: <Chat /> },
      { route: RouteName.AVAILABLE_MODELS, label: "availableModels", icon: <Cube /> },
      { route: RouteName.API_KEY, label: "apiKeys", icon: <Key /> },
      { route: RouteName.LOGS, label: "usageLogs", icon: <ThList /> },
      { route: RouteName.USAGE, label: "usage", icon: <TimelineLineChart /> },
    ],
  },
  {
    section: "sectionAccount",
    items: [
      { route: RouteName.SUBSCRIPTION, label: "subscription", icon: <Dollar /> },
      { route: RouteName.BILLING, label: "billing", icon: <CreditCard /> },
      { route: RouteName.RETENTION, label: "retention", icon: <History /> },
    ],
  },
  {
    section: "sectionOrganization",
    items: [
      { route: RouteName.ORGANIZATION_PAGE, label: "organization", icon: <Office /> },
      { route: RouteName.ORGANIZATION_DEPARTMENT_PAGE, label: "departments", icon: <DiagramTree /> },
      { route: RouteName.ORGANIZATION_USER_PAGE, label: "users", icon: <People /> },
      { route: RouteName.ORGANIZATION_MODEL_PAGE, label: "models", icon: <Layers /> },
      { route: RouteName.ORGANIZATION_REPORT_PAGE, label: "report", icon: <Chart /> },
      { route: RouteName.ORGANIZATION_ANALYTICS_PAGE, label: "analytics", icon: <TimelineAreaChart /> },
      { route: RouteName.ORGANIZATION_ACTIVITY_PAGE, label: "activity", icon: <Shield /> },
    ],
  },
  {
    section: "sectionHelp",
    items: [
      { route: RouteName.DOCUMENT, label: "documentation", icon: <Book /> },
      { route: RouteName.API_DOCUMENT, label: "apiDocumentation", icon: <Code /> },
      { route: RouteName.FEEDBACK, label: "feedback", icon: <Comment /> },
    ],
  },
];
