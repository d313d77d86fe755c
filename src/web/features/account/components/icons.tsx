import { iconBase, type IconProps as P } from '../../../components/ui/icon-base';

// The dashboard's few glyphs (inline, like components/ui/icons.tsx).
const base = (p: P) => iconBase(p);

export const EditIcon = (p: P) => (
  <svg {...base(p)}>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="M13.5 6.5l4 4" />
  </svg>
);
export const ChatIcon = (p: P) => (
  <svg {...base(p)}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </svg>
);
export const BugIcon = (p: P) => (
  <svg {...base(p)}>
    <rect x="7" y="7" width="10" height="13" rx="5" />
    <path d="M12 11v9M7 13H3M21 13h-4M8 8 5 5M16 8l3-3M7 18l-3 2M17 18l3 2M9 7a3 3 0 0 1 6 0" />
  </svg>
);
export const LogoutIcon = (p: P) => (
  <svg {...base(p)}>
    <path d="M15 4h4v16h-4M10 17l5-5-5-5M15 12H3" />
  </svg>
);
export const VerifiedIcon = (p: P) => (
  <svg {...base(p)}>
    <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z" />
    <path d="M9 12l2 2 4-4" />
  </svg>
);
export const AlertIcon = (p: P) => (
  <svg {...base(p)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5v.5" />
  </svg>
);
