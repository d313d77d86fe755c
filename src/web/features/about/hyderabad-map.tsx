import { fmt, useMessages } from '../../lib/i18n';
import { aboutMessages } from './messages';

// A hand-drawn schematic of central Hyderabad (no map tiles, so it works offline and never leaks
// visitors to a third party). Positions are projected linearly from this latitude/longitude box.
const BOX = { north: 17.47, south: 17.33, west: 78.36, east: 78.56 };
const W = 400;
const H = 300;
const project = (lat: number, lon: number) => ({
  x: ((lon - BOX.west) / (BOX.east - BOX.west)) * W,
  y: ((BOX.north - lat) / (BOX.north - BOX.south)) * H,
});
const isInside = (lat: number, lon: number) =>
  lat <= BOX.north && lat >= BOX.south && lon >= BOX.west && lon <= BOX.east;

const pt = (lat: number, lon: number) => {
  const p = project(lat, lon);
  return `${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
};
const path = (pts: [number, number][]) =>
  pts.map(([lat, lon], i) => `${i ? 'L' : 'M'}${pt(lat, lon)}`).join('');

const MUSI: [number, number][] = [
  [17.386, 78.36],
  [17.378, 78.4],
  [17.373, 78.44],
  [17.371, 78.48],
  [17.366, 78.52],
  [17.359, 78.56],
];
const ROADS: [number, number][][] = [
  // HITEC City - Jubilee Hills - Banjara Hills - Necklace Road - Secunderabad
  [
    [17.4474, 78.3762],
    [17.431, 78.407],
    [17.4138, 78.4398],
    [17.412, 78.462],
    [17.4399, 78.4983],
  ],
  // Mehdipatnam - Masab Tank - Lakdikapul - Abids - Koti
  [
    [17.395, 78.4],
    [17.397, 78.44],
    [17.4, 78.465],
    [17.3916, 78.4747],
    [17.385, 78.485],
  ],
  // Secunderabad - Tarnaka - Uppal
  [
    [17.4399, 78.4983],
    [17.428, 78.53],
    [17.405, 78.56],
  ],
  // Abids - Afzal Gunj - Charminar - Falaknuma
  [
    [17.3916, 78.4747],
    [17.371, 78.476],
    [17.3616, 78.4747],
    [17.331, 78.467],
  ],
  // Lakdikapul - Tank Bund - Secunderabad
  [
    [17.4, 78.465],
    [17.418, 78.48],
    [17.4399, 78.4983],
  ],
];

type Landmark = {
  key: keyof typeof aboutMessages.en;
  lat: number;
  lon: number;
  dx?: number;
  dy?: number;
  anchor?: 'start' | 'end' | 'middle';
};
const LANDMARKS: Landmark[] = [
  { key: 'landmarkCharminar', lat: 17.3616, lon: 78.4747, dx: 8, dy: 4, anchor: 'start' },
  { key: 'landmarkGolconda', lat: 17.3833, lon: 78.4011, dy: -10, anchor: 'middle' },
  { key: 'landmarkHitec', lat: 17.4474, lon: 78.3762, dx: 8, dy: -8, anchor: 'start' },
  { key: 'landmarkSecunderabad', lat: 17.4399, lon: 78.4983, dx: 8, dy: -6, anchor: 'start' },
  { key: 'landmarkBanjara', lat: 17.4138, lon: 78.4398, dx: -8, dy: 16, anchor: 'middle' },
];

/** The operator's place on a map of Hyderabad, with a link to open it in OpenStreetMap. */
export function HyderabadMap({
  lat,
  lon,
  brand,
  address,
}: {
  lat: number;
  lon: number;
  brand: string;
  address: string;
}) {
  const m = useMessages(aboutMessages);
  const pin = project(lat, lon);
  const lake = project(17.4239, 78.4738);
  const musiLabel = project(17.362, 78.53);
  const labelW = brand.length * 8 + 16;
  const labelX = pin.x + 18 + labelW > W ? -18 - labelW : 18;
  return (
    <figure className="card overflow-hidden">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={fmt(m.mapLabel, { brand, address })}
        className="bg-[#eef1e6] block h-auto w-full"
      >
        <defs>
          <pattern id="map-grid" width="20" height="20" patternUnits="userSpaceOnUse">
            <path d="M20 0H0v20" fill="none" stroke="#dfe4d4" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width={W} height={H} fill="url(#map-grid)" />
        {/* parks */}
        <circle {...circleAt(17.4239, 78.4216)} r="9" fill="#cfe3bf" />
        <circle {...circleAt(17.3833, 78.4011)} r="14" fill="#e3dcc6" />
        {/* river and lake */}
        <path d={path(MUSI)} fill="none" stroke="#9cc6dd" strokeWidth="7" strokeLinecap="round" />
        <ellipse
          cx={lake.x}
          cy={lake.y}
          rx="13"
          ry="21"
          transform={`rotate(20 ${lake.x} ${lake.y})`}
          fill="#9cc6dd"
        />
        {/* roads */}
        {ROADS.map((r, i) => (
          <g key={i}>
            <path
              d={path(r)}
              fill="none"
              stroke="#c9c2ae"
              strokeWidth="7"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <path
              d={path(r)}
              fill="none"
              stroke="#fff"
              strokeWidth="4.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </g>
        ))}
        {/* the page's font stack: on a Telugu or Hindi page it leads with the script's font */}
        <g className="font-sans" fontSize="11" fill="#3d4a43">
          <text x={lake.x + 16} y={lake.y + 4} fontStyle="italic" fill="#2b6584">
            {m.landmarkHussainSagar}
          </text>
          <text
            x={musiLabel.x}
            y={musiLabel.y + 18}
            fontStyle="italic"
            fill="#2b6584"
            textAnchor="middle"
          >
            {m.landmarkMusi}
          </text>
          {LANDMARKS.map((l) => {
            const p = project(l.lat, l.lon);
            return (
              <g key={l.key}>
                <circle cx={p.x} cy={p.y} r="3.5" fill="#5b6660" />
                <text x={p.x + (l.dx ?? 0)} y={p.y + (l.dy ?? 0)} textAnchor={l.anchor ?? 'start'}>
                  {m[l.key]}
                </text>
              </g>
            );
          })}
        </g>
        {isInside(lat, lon) && (
          <g transform={`translate(${pin.x} ${pin.y})`}>
            <ellipse cx="0" cy="0" rx="9" ry="3.5" fill="#000" opacity=".2" />
            <path d="M0 0C-4-9-13-15-13-24a13 13 0 0 1 26 0C13-15 4-9 0 0z" fill="#14231c" />
            <circle cx="0" cy="-24" r="6" fill="#d4a72c" />
            <g transform={`translate(${labelX} -30)`}>
              <rect x="0" y="-13" width={labelW} height="22" rx="11" fill="#14231c" />
              <text
                x="8"
                y="2.5"
                className="font-sans"
                fontSize="12"
                fontWeight="700"
                fill="#f3d27a"
              >
                {brand}
              </text>
            </g>
          </g>
        )}
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 p-4">
        <span className="text-muted text-sm">{m.mapCaption}</span>
        <a
          className="btn-outline"
          href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`}
          target="_blank"
          rel="noreferrer"
        >
          {m.openInMaps}
        </a>
      </figcaption>
    </figure>
  );
}

function circleAt(lat: number, lon: number) {
  const p = project(lat, lon);
  return { cx: p.x, cy: p.y };
}
