import "i18next";
import type enUS from "./packs/en-US.json";
import type enUSScreens from "./packs/screens/en-US.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof enUS & typeof enUSScreens };
    returnNull: false;
  }
}
