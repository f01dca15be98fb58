import * as React from 'react';

// The icons every form page and the first route show (a select's chevron, the spinner, the alert's four
// variants; the pager's and breadcrumbs' chevrons and a sortable list's arrows), drawn as lucide draws them: its geometry (lucide-react's icon nodes, ISC licence) and its default
// attributes, 24 × 24 with 2 px round strokes in the current colour. Plain SVG rather than lucide-react
// here because its icon runtime (the context, alias classes, absolute stroke widths, class merging;
// about 1 KB gzip) was the largest library a 20-field form loaded besides tailwind-merge, and about
// 1.2 KB of the reference app's first route, for icons none of which uses those features. Other
// components, loaded on demand, keep lucide-react.
//
// The shapes below are lucide's, under its licence:
//   ISC License. Copyright (c) 2026 Lucide Icons and Contributors.
//   Permission to use, copy, modify, and/or distribute this software for any purpose with or without
//   fee is hereby granted, provided that the above copyright notice and this permission notice appear
//   in all copies. THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH
//   REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS. IN NO
//   EVENT SHALL THE AUTHOR BE LIABLE FOR ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY
//   DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT,
//   NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF
//   THIS SOFTWARE.

/** Props of the icons below: any SVG attribute; the caller's win. */
export type IconProps = React.ComponentProps<'svg'>;

function createIcon(
  name: string,
  shapes: React.ReactNode,
): React.ForwardRefExoticComponent<IconProps & React.RefAttributes<SVGSVGElement>> {
  // forwardRef: React 18 passes no `ref` prop to a function component (a Spinner's ref lands here).
  const Icon = /* @__PURE__ */ React.forwardRef<SVGSVGElement, IconProps>(function Icon(props, ref) {
    // Decorative unless the caller names it or gives it a role, as lucide-react does.
    const named = props.role != null || props['aria-label'] != null || props['aria-labelledby'] != null;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={named ? undefined : 'true'}
        ref={ref}
        {...props}
      >
        {shapes}
      </svg>
    );
  });
  Icon.displayName = name;
  return Icon;
}

/** lucide's `chevron-down`. */
export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);

/** lucide's `loader-circle` (`loader-2`). */
export const LoaderCircleIcon = /* @__PURE__ */ createIcon(
  'LoaderCircleIcon',
  <path d="M21 12a9 9 0 1 1-6.219-8.56" />,
);

/** lucide's `circle-alert`. */
export const CircleAlertIcon = /* @__PURE__ */ createIcon(
  'CircleAlertIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <line x1="12" x2="12" y1="8" y2="12" />
    <line x1="12" x2="12.01" y1="16" y2="16" />
  </>,
);

/** lucide's `circle-check`. */
export const CircleCheckIcon = /* @__PURE__ */ createIcon(
  'CircleCheckIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);

/** lucide's `info`. */
export const InfoIcon = /* @__PURE__ */ createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4" />
    <path d="M12 8h.01" />
  </>,
);

/** lucide's `triangle-alert`. */
export const TriangleAlertIcon = /* @__PURE__ */ createIcon(
  'TriangleAlertIcon',
  <>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </>,
);

/** lucide's `chevron-left`. */
export const ChevronLeftIcon = /* @__PURE__ */ createIcon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />);

/** lucide's `chevron-right`. */
export const ChevronRightIcon = /* @__PURE__ */ createIcon('ChevronRightIcon', <path d="m9 18 6-6-6-6" />);

/** lucide's `arrow-up`. */
export const ArrowUpIcon = /* @__PURE__ */ createIcon(
  'ArrowUpIcon',
  <>
    <path d="m5 12 7-7 7 7" />
    <path d="M12 19V5" />
  </>,
);

/** lucide's `arrow-down`. */
export const ArrowDownIcon = /* @__PURE__ */ createIcon(
  'ArrowDownIcon',
  <>
    <path d="M12 5v14" />
    <path d="m19 12-7 7-7-7" />
  </>,
);

/** lucide's `arrow-up-down`. */
export const ArrowUpDownIcon = /* @__PURE__ */ createIcon(
  'ArrowUpDownIcon',
  <>
    <path d="m21 16-4 4-4-4" />
    <path d="M17 20V4" />
    <path d="m3 8 4-4 4 4" />
    <path d="M7 4v16" />
  </>,
);
