/**
 * Hostile strings for tests: URLs that must never reach a URL attribute, and names and texts
 * with markup, entities and spoofing characters in the spirit of OWASP's XSS filter evasion
 * cheat sheet. Shared by the SDK's URL and name tests and the headless property test.
 */

/** Script, data, relative and obfuscated URLs: none may survive `safeUrl` or the normalizer. */
export const UNSAFE_URLS: readonly string[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  'javascript://%0Aalert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'blob:https://giphy.com/uuid',
  'file:///etc/passwd',
  '//evil.example/x.gif',
  '/relative/x.gif',
  'x.gif',
  'https:evil.example',
  'https:/evil.example',
  ' https://media.giphy.com/x.gif',
  '\thttps://media.giphy.com/x.gif',
];

/** http(s) URLs with whitespace: safe in `href`/`src`, but in a `srcset` they would add a candidate. */
export const SRCSET_BREAKING_URLS: readonly string[] = [
  'https://media.giphy.com/x.gif 2x, javascript:alert(1) 1x',
  'https://media.giphy.com/x.gif 480w, data:image/svg+xml,x 200w',
];

/** Names and texts that try to be markup, or to look like someone else. */
export const HOSTILE_TEXTS: readonly string[] = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'';!--\"<XSS>=&{()}",
  '<svg/onload=alert(1)>',
  '<<b>i>mg src=x onerror=alert(1)>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;img src=x onerror=alert(1)&#62;',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<a href="javascript:alert(1)">click</a>',
  'admin\u202Egnp.exe',
  'line\nbreak\u0000null',
  '@<b>giphy</b>',
];

/** The tag and scheme patterns a sanitized name or safe attribute must never contain. */
export const DANGEROUS_SCHEME = /^\s*(?:javascript|vbscript|data|blob|file):/i;
