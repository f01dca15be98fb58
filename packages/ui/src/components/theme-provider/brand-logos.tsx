import * as React from 'react';
import { cn } from '../../lib/utils';

/** Props of the built-in brands' logos: an inline SVG's props. */
export type BrandLogoSvgProps = React.ComponentProps<'svg'>;

/*
 * The built-in brands' logos: a mark and a wordmark, inline SVG so nothing is fetched. Every shape is
 * painted with `currentColor` and its colour comes from a semantic token class (`text-primary`,
 * `text-foreground`), so a theme recolours the logo and forced-colours mode draws it in the system's
 * text colour. The wordmark is SVG text in the theme's own font (`font-heading`), which is part of what
 * makes the two brands read as two companies. `role="img"` with the brand's name as `aria-label` is
 * its accessible name; the text inside is presentational.
 */

/** The logos' shared frame: an image named by the brand, `units` wide and 28 high, drawn 28 px high. */
const LogoFrame = /* @__PURE__ */ React.forwardRef<
  SVGSVGElement,
  BrandLogoSvgProps & { name: string; units: number }
>(function LogoFrame({ name, units, className, ...props }, ref) {
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox={`0 0 ${units} 28`}
      width={units}
      height="28"
      overflow="visible"
      className={cn('h-7 w-auto', className)}
      ref={ref}
      {...props}
    />
  );
});

/**
 * The LeaseKit logo (the default brand): three rising blocks, a kit built step by step towards
 * ownership, and a tight bold wordmark. 28 px high by default.
 */
export const LeaseKitLogo = /* @__PURE__ */ React.forwardRef<SVGSVGElement, BrandLogoSvgProps>(
  function LeaseKitLogo({ className, ...props }, ref) {
    return (
      <LogoFrame name="LeaseKit" units={120} className={className} ref={ref} {...props}>
        <g className="text-primary" fill="currentColor">
          <rect x="1" y="15" width="7" height="11" rx="1.5" />
          <rect x="10" y="9" width="7" height="17" rx="1.5" />
          <rect x="19" y="2" width="7" height="24" rx="1.5" />
        </g>
        <text
          x="33"
          y="21"
          className="font-heading text-foreground"
          fill="currentColor"
          fontSize="19"
          fontWeight="700"
          letterSpacing="-0.4"
        >
          Lease<tspan className="text-primary">Kit</tspan>
        </text>
      </LogoFrame>
    );
  },
);

/**
 * The Breeze Lease logo: a round badge with two wind strokes and a soft, heavier wordmark (Nunito,
 * the breeze theme's font). 28 px high by default.
 */
export const BreezeLeaseLogo = /* @__PURE__ */ React.forwardRef<SVGSVGElement, BrandLogoSvgProps>(
  function BreezeLeaseLogo({ className, ...props }, ref) {
    return (
      <LogoFrame name="Breeze Lease" units={150} className={className} ref={ref} {...props}>
        <g className="text-primary" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <circle cx="14" cy="14" r="12.5" strokeWidth="2" />
          <path d="M6.5 11.5h9.5a3 3 0 1 0-3-3" />
          <path d="M6.5 16h13a3 3 0 1 1-3 3" />
        </g>
        <text x="34" y="20" className="font-heading text-foreground" fill="currentColor" fontSize="18">
          <tspan fontWeight="800" className="text-primary">
            breeze
          </tspan>{' '}
          <tspan fontWeight="500">lease</tspan>
        </text>
      </LogoFrame>
    );
  },
);
