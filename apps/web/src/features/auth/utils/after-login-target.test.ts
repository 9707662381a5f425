import { describe, expect, it } from 'vitest';
import { afterLoginTarget, safeInternalPath } from './after-login-target';

const params = (query: string) => new URLSearchParams(query);

describe('afterLoginTarget', () => {
  it('stays on the profile without steering parameters', () => {
    expect(afterLoginTarget(params(''))).toBe('/profilo');
    expect(afterLoginTarget(params('signup=1&foo=bar'))).toBe('/profilo');
  });

  it('with shop, comes back to /profilo?shop=1, which opens the shop after allowShop', () => {
    expect(afterLoginTarget(params('shop=1'))).toBe('/profilo?shop=1');
    expect(afterLoginTarget(params('shop'))).toBe('/profilo?shop=1');
    expect(afterLoginTarget(params('shop=1&gotosection=/candidati'))).toBe('/profilo?shop=1');
  });

  it('opens gotosection and forwards the other query parameters', () => {
    expect(afterLoginTarget(params('gotosection=/candidati'))).toBe('/candidati');
    expect(afterLoginTarget(params('gotosection=%2Fcandidati&from=Housing&step=2'))).toBe(
      '/candidati?from=Housing&step=2',
    );
    expect(afterLoginTarget(params('gotosection=/interventi?a=1&b=2&signup=1&loginError=x'))).toBe(
      '/interventi?a=1&b=2',
    );
  });

  it('opens a route given by its name, as the route table names it, with its parameters', () => {
    expect(afterLoginTarget(params('gotosection=Utility'))).toBe('/utility');
    expect(afterLoginTarget(params('gotosection=Interventi&from=Housing'))).toBe('/interventi?from=Housing');
    expect(afterLoginTarget(params('gotosection=Candidato'))).toBe('/areacandidato');
    expect(afterLoginTarget(params('gotosection=candidatura&productCode=CUCINA-2027A&step=3'))).toBe(
      '/candidatura/CUCINA-2027A/3',
    );
    expect(afterLoginTarget(params('gotosection=EcommerceProduct&productcode=GIACCA-01&x=1'))).toBe(
      '/ecommerce/shop/product/GIACCA-01?x=1',
    );
    // Unknown names, other letter cases and bad parameters leave the visitor on the profile.
    for (const bad of ['utility', 'Nope', 'constructor', 'candidatura', 'candidatura&productCode=../x']) {
      expect(afterLoginTarget(params(`gotosection=${bad}`)), bad).toBe('/profilo');
    }
  });

  it('refuses anything that is not a same-origin relative path', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'candidati',
      'javascript:alert(1)',
      '/\r\nx',
      ' /candidati',
    ]) {
      expect(afterLoginTarget(params(`gotosection=${encodeURIComponent(bad)}&x=1`)), bad).toBe('/profilo');
    }
  });
});

describe('safeInternalPath', () => {
  it('normalises internal paths', () => {
    expect(safeInternalPath('/a/b?x=1#h')).toBe('/a/b?x=1#h');
    expect(safeInternalPath('/')).toBe('/');
  });
  it('rejects external and malformed values', () => {
    expect(safeInternalPath('http://x.y/')).toBeNull();
    expect(safeInternalPath('//x.y/')).toBeNull();
    expect(safeInternalPath('/\\x.y')).toBeNull();
    expect(safeInternalPath('/\nx')).toBeNull();
    expect(safeInternalPath('')).toBeNull();
  });
});
