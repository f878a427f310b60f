/** gifkit's version, sent in the X-GIPHY-SDK-VERSION header (a test keeps it equal to package.json). */
export const VERSION = '0.2.0';
