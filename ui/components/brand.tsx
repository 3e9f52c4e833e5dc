import { Link } from "react-router";
import { Config } from "../../core/config/config.entity.ts";
import { useService } from "../hooks/use-service.ts";

/** The product mark and name; leads home (the guard sends each role to its own home). */
export function Brand() {
  const { productName } = useService(Config);
  return (
    <Link to="/" className="app-brand" aria-label={productName}>
      <svg
        className="app-brand-mark"
        viewBox="0 0 32 32"
        width="28"
        height="28"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill="var(--app-primary)" />
        <path
          d="M7 22V10l9 7 9-7v12"
          fill="none"
          stroke="var(--app-background)"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <span className="app-brand-name">{productName}</span>
    </Link>
  );
}
