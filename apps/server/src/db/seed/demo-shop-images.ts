/**
 * The demo catalogue's pictures: flat vector drawings (SVG) made for the demo, one per product of
 * the shop list, so the cards, the carousel and the cart show something real. Staff upload
 * photographs (JPEG, PNG, WebP) through the console; these are written by the seed only.
 */

const BURGUNDY = '#7a1f1f';
const INK = '#3b2f2a';

/** A square picture: a soft background, a floor shadow and the drawing. */
function picture(title: string, background: string, drawing: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480" role="img" aria-label="${title}">
<rect width="480" height="480" fill="${background}"/>
<ellipse cx="240" cy="420" rx="150" ry="18" fill="#000" opacity=".08"/>
${drawing}
</svg>`;
}

const jacket = picture(
  'Giacca da cuoco',
  '#f3ece3',
  `<path d="M150 110 L200 90 Q240 120 280 90 L330 110 L400 190 L365 225 L335 200 L335 400 L145 400 L145 200 L115 225 L80 190 Z" fill="#fff" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
<path d="M200 90 Q240 150 280 90" fill="none" stroke="${INK}" stroke-width="6"/>
<path d="M240 130 L240 400" stroke="${INK}" stroke-width="4" opacity=".35"/>
${[170, 220, 270, 320].map((y) => `<circle cx="210" cy="${y}" r="8" fill="${BURGUNDY}"/><circle cx="270" cy="${y}" r="8" fill="${BURGUNDY}"/>`).join('')}
<text x="172" y="160" font-family="Georgia, serif" font-size="20" font-weight="bold" fill="${BURGUNDY}" text-anchor="middle">ALMA</text>`,
);

const embroidery = picture(
  'Ricamo personalizzato',
  '#fbf8f3',
  `<rect x="60" y="120" width="360" height="240" rx="18" fill="#fff" stroke="${INK}" stroke-width="6"/>
<path d="M60 170 L420 170" stroke="${INK}" stroke-width="3" stroke-dasharray="10 8" opacity=".4"/>
<path d="M60 310 L420 310" stroke="${INK}" stroke-width="3" stroke-dasharray="10 8" opacity=".4"/>
<text x="240" y="255" font-family="Brush Script MT, cursive" font-style="italic" font-size="54" fill="${BURGUNDY}" text-anchor="middle">Chef Luca</text>
<text x="240" y="290" font-family="Arial, sans-serif" font-size="16" letter-spacing="3" fill="${INK}" text-anchor="middle">max 15</text>`,
);

const checks = `<pattern id="pdp" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="#fff"/><path d="M0 0h12v12H0zM12 12h12v12H12z" fill="${INK}"/></pattern>`;
const trousers = picture(
  'Pantalone pied-de-poule',
  '#ece9e4',
  `<defs>${checks}</defs>
<path d="M165 90 L315 90 L335 400 L260 400 L240 190 L220 400 L145 400 Z" fill="url(#pdp)" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
<rect x="160" y="80" width="160" height="26" rx="6" fill="${INK}"/>`,
);

const apron = picture(
  'Grembiule',
  '#f5efe8',
  `<path d="M195 70 Q240 40 285 70" fill="none" stroke="${INK}" stroke-width="8"/>
<path d="M190 75 L290 75 L290 170 L350 190 L340 400 L140 400 L130 190 L190 170 Z" fill="${BURGUNDY}" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
<path d="M130 190 L70 230 M350 190 L410 230" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>
<rect x="195" y="250" width="90" height="70" rx="8" fill="none" stroke="#fff" stroke-width="5"/>
<text x="240" y="140" font-family="Georgia, serif" font-size="26" font-weight="bold" fill="#fff" text-anchor="middle">ALMA</text>`,
);

const shoes = picture(
  'Scarpe antiscivolo',
  '#e9edf0',
  `<path d="M90 330 Q95 250 170 240 L250 235 Q330 232 380 290 Q400 315 395 345 L95 355 Z" fill="#2f3640" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
<path d="M95 355 L395 345 L395 370 Q240 385 95 378 Z" fill="#fff" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
${[130, 170, 210, 250, 290, 330].map((x) => `<rect x="${x}" y="362" width="18" height="8" rx="3" fill="${INK}"/>`).join('')}
<circle cx="300" cy="275" r="10" fill="#fff" opacity=".7"/>`,
);

const hat = picture(
  'Cappello da cuoco',
  '#f1efe9',
  `<path d="M160 250 Q110 240 115 185 Q120 130 180 135 Q195 80 250 85 Q305 82 320 135 Q375 130 375 185 Q375 240 320 250 Z" fill="#fff" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
<rect x="160" y="245" width="160" height="120" rx="10" fill="#fff" stroke="${INK}" stroke-width="6"/>
${[190, 225, 260, 295].map((x) => `<path d="M${x} 255 L${x} 355" stroke="${INK}" stroke-width="3" opacity=".35"/>`).join('')}`,
);

const hoodie = picture(
  'Felpa Alumni',
  '#efe7e7',
  `<path d="M175 95 Q240 50 305 95 L300 130 L180 130 Z" fill="${BURGUNDY}" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
<path d="M180 120 L300 120 L395 200 L365 245 L335 220 L335 400 L145 400 L145 220 L115 245 L85 200 Z" fill="${BURGUNDY}" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
<path d="M215 125 L225 175 M265 125 L255 175" stroke="#fff" stroke-width="5" stroke-linecap="round"/>
<rect x="190" y="310" width="100" height="55" rx="10" fill="none" stroke="#fff" stroke-width="4" opacity=".6"/>
<text x="240" y="255" font-family="Georgia, serif" font-size="26" font-weight="bold" fill="#fff" text-anchor="middle">ALMA</text>
<text x="240" y="285" font-family="Arial, sans-serif" font-size="18" letter-spacing="4" fill="#fff" text-anchor="middle">ALUMNI</text>`,
);

function book(title: string, cover: string, lines: [string, string], emblem: string): string {
  return picture(
    title,
    '#f4efe6',
    `<path d="M150 80 L330 80 Q345 80 345 95 L345 385 Q345 400 330 400 L150 400 Z" fill="${cover}" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
<rect x="132" y="80" width="26" height="320" rx="6" fill="${cover}" stroke="${INK}" stroke-width="6"/>
<path d="M345 100 L360 110 L360 392 L345 400" fill="#fff" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>
<text x="250" y="150" font-family="Georgia, serif" font-size="24" font-weight="bold" fill="#fff" text-anchor="middle">${lines[0]}</text>
<text x="250" y="182" font-family="Georgia, serif" font-size="24" font-weight="bold" fill="#fff" text-anchor="middle">${lines[1]}</text>
${emblem}
<text x="250" y="370" font-family="Arial, sans-serif" font-size="16" letter-spacing="3" fill="#fff" text-anchor="middle">ALMA</text>`,
  );
}

const cookbook = book(
  'Il grande libro della cucina italiana',
  '#2d5d4f',
  ['CUCINA', 'ITALIANA'],
  `<circle cx="250" cy="265" r="48" fill="none" stroke="#fff" stroke-width="6"/><path d="M250 225 L250 305 M215 250 Q250 230 285 250" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>`,
);
const pastryBook = book(
  'Manuale di pasticceria',
  '#a0522d',
  ['MANUALE DI', 'PASTICCERIA'],
  `<path d="M205 300 L295 300 L285 245 L215 245 Z" fill="#fff"/><path d="M215 245 Q250 205 285 245" fill="#f7d9c4" stroke="#fff" stroke-width="5"/>`,
);
const wineAtlas = book(
  'Atlante dei vini italiani',
  '#5b1f3a',
  ['ATLANTE', 'DEI VINI'],
  `${[
    [235, 235],
    [265, 235],
    [250, 260],
    [220, 260],
    [280, 260],
    [235, 285],
    [265, 285],
    [250, 310],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="#c9a0dc"/>`)
    .join('')}<path d="M250 222 Q255 205 270 200" stroke="#9acd32" stroke-width="6" fill="none"/>`,
);

const sacher = picture(
  'Torta Sacher',
  '#f6ede4',
  `<ellipse cx="240" cy="330" rx="170" ry="45" fill="#fff" stroke="${INK}" stroke-width="5"/>
<path d="M100 230 L100 310 Q240 360 380 310 L380 230 Z" fill="#3d1f14" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>
<ellipse cx="240" cy="230" rx="140" ry="40" fill="#4a2619" stroke="${INK}" stroke-width="6"/>
<path d="M100 275 Q240 320 380 275" stroke="#c0392b" stroke-width="6" fill="none"/>
<text x="240" y="240" font-family="Georgia, serif" font-style="italic" font-size="30" fill="#d9b38c" text-anchor="middle">Sacher</text>`,
);

const millefoglie = picture(
  'Millefoglie',
  '#f8f1e6',
  `<rect x="110" y="320" width="260" height="22" rx="6" fill="#d9a35f" stroke="${INK}" stroke-width="5"/>
<rect x="110" y="290" width="260" height="30" rx="4" fill="#fff4cf" stroke="${INK}" stroke-width="5"/>
<rect x="110" y="268" width="260" height="22" rx="6" fill="#d9a35f" stroke="${INK}" stroke-width="5"/>
<rect x="110" y="238" width="260" height="30" rx="4" fill="#fffaf0" stroke="${INK}" stroke-width="5"/>
<rect x="110" y="214" width="260" height="24" rx="6" fill="#d9a35f" stroke="${INK}" stroke-width="5"/>
<path d="M118 208 Q240 190 362 208" stroke="#fff" stroke-width="14" stroke-linecap="round" fill="none"/>
<circle cx="200" cy="196" r="12" fill="#c0392b"/><circle cx="280" cy="196" r="12" fill="#c0392b"/>`,
);

/** The pictures of the demo products, by product code (the first is the card's). */
export const DEMO_PRODUCT_IMAGES: Readonly<Record<string, readonly string[]>> = {
  'GIACCA-CUOCO': [jacket, embroidery],
  'PANTALONE-CUOCO': [trousers],
  GREMBIULE: [apron],
  'SCARPE-ANTISCIVOLO': [shoes],
  'CAPPELLO-CUOCO': [hat],
  'FELPA-ALUMNI': [hoodie],
  'LIBRO-CUCINA-ITALIANA': [cookbook],
  'LIBRO-PASTICCERIA': [pastryBook],
  'LIBRO-VINI': [wineAtlas],
  'TORTA-SACHER': [sacher],
  'TORTA-MILLEFOGLIE': [millefoglie],
};
