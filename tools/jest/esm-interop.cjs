// Jest on Node < 24.9 cannot require() an ES module. When a CommonJS package requires an
// ESM-only one (cookie, content-disposition, ...), that file is compiled to CommonJS here;
// every other file passes through untouched. Node itself (outside Jest) needs none of this.
const { createHash } = require('node:crypto');
const { transformSync } = require('@swc/core');

const ESM_SYNTAX = /^\s*(?:import\s*[\w{*'"]|export\s)/m;

module.exports = {
  process(source, filename, options) {
    if (options.supportsStaticESM || !ESM_SYNTAX.test(source)) return { code: source };
    const { code } = transformSync(source, {
      filename,
      sourceMaps: 'inline',
      jsc: { target: 'es2022', parser: { syntax: 'ecmascript' } },
      module: { type: 'commonjs', importInterop: 'node' },
    });
    return { code };
  },
  getCacheKey(source, filename, options) {
    return createHash('sha1')
      .update(source)
      .update(filename)
      .update(String(options.supportsStaticESM))
      .update('esm-interop-1')
      .digest('hex');
  },
};
