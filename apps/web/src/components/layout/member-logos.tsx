import type { BusinessMemberId } from '#src/config/company';

type Wordmark = {
  /** The name in up to two coloured parts, as the directory writes it. */
  parts: readonly [string, string?];
  colours: readonly [string, string?];
  /** Wide names are squeezed to fit the tile. */
  squeeze?: boolean;
};

// Simple wordmarks drawn here, so the footer loads no image from another site. Dark shades of each
// directory's colours, readable on the white tile.
const wordmarks: Record<BusinessMemberId, Wordmark> = {
  indiamart: { parts: ['India', 'MART'], colours: ['#1f2a7a', '#b91c1c'] },
  tradeindia: { parts: ['Trade', 'India'], colours: ['#1e3a8a', '#c2410c'] },
  exportersindia: { parts: ['Exporters', 'India'], colours: ['#7c2d12', '#1e40af'], squeeze: true },
  justdial: { parts: ['Just', 'dial'], colours: ['#c2410c', '#1e3a8a'] },
  alibaba: { parts: ['Alibaba'], colours: ['#c2410c'] },
  globallinker: { parts: ['Global', 'Linker'], colours: ['#0f766e', '#1f2937'], squeeze: true },
  udyam: { parts: ['Udyam', ' MSME'], colours: ['#1e3a8a', '#15803d'] },
};

const WIDTH = 140;
const HEIGHT = 40;

/** A directory's wordmark on a white tile; decorative, since the link around it carries the name. */
export function MemberLogo({ id }: { id: BusinessMemberId }) {
  const { parts, colours, squeeze } = wordmarks[id];
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-10 w-[8.75rem]" aria-hidden="true" focusable="false">
      <rect width={WIDTH} height={HEIGHT} rx="6" fill="#ffffff" />
      <text
        x={WIDTH / 2}
        y="26"
        textAnchor="middle"
        fontFamily="ui-sans-serif, system-ui, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="17"
        fontWeight="700"
        {...(squeeze ? { textLength: WIDTH - 16, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        <tspan fill={colours[0]}>{parts[0]}</tspan>
        {parts[1] ? <tspan fill={colours[1] ?? colours[0]}>{parts[1]}</tspan> : null}
      </text>
    </svg>
  );
}
