// Architecture boundaries (ARCHITECTURE.md, STYLE.md habit 4), checked on every import:
// - contracts imports nothing of ours;
// - projections never imports backend (or frontend);
// - a frontend feature never imports another feature.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WORKSPACES = ['contracts', 'projections', 'backend', 'frontend'];

function workspaceOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  return WORKSPACES.includes(rel[0]) ? rel[0] : null;
}

function featureOf(file) {
  const rel = path.relative(path.join(ROOT, 'frontend/src/features'), file).split(path.sep);
  return rel.length > 1 && rel[0] !== '..' ? rel[0] : null;
}

function targetOf(source, importer) {
  const pkg = /^@flirtwire\/([a-z-]+)/.exec(source);
  if (pkg) return { workspace: pkg[1], file: null };
  if (source.startsWith('.')) {
    const file = path.resolve(path.dirname(importer), source);
    return { workspace: workspaceOf(file), file };
  }
  if (source.startsWith('@/')) {
    const file = path.join(ROOT, 'frontend/src', source.slice(2));
    return { workspace: 'frontend', file };
  }
  return null;
}

const forbidden = {
  contracts: ['projections', 'backend', 'frontend'],
  projections: ['backend', 'frontend'],
  backend: ['frontend'],
  frontend: ['backend', 'projections'],
};

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the workspace and feature boundaries of ARCHITECTURE.md' },
    schema: [],
    messages: {
      workspace: '{{from}} must not import {{to}} (ARCHITECTURE.md: layout and boundaries).',
      feature:
        'Feature "{{from}}" must not import feature "{{to}}"; move shared code to src/lib or src/components.',
    },
  },
  create(context) {
    const importer = context.filename;
    const from = workspaceOf(importer);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = targetOf(source, importer);
      if (!target?.workspace) return;
      if (
        forbidden[from]?.includes(target.workspace) ||
        (from === 'contracts' && target.workspace !== 'contracts')
      ) {
        context.report({ node, messageId: 'workspace', data: { from, to: target.workspace } });
        return;
      }
      if (from === 'frontend' && target.file) {
        const a = featureOf(importer);
        const b = featureOf(target.file);
        if (a && b && a !== b)
          context.report({ node, messageId: 'feature', data: { from: a, to: b } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries } };
