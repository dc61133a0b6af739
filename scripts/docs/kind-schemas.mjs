#!/usr/bin/env node
/**
 * Writes each content kind's Strapi schema (cms/src/api/<kind>/content-types/<kind>/schema.json), and its core
 * controller, router and service, from the contract package's kinds table, keeping the attributes a superuser added in Strapi's panel after the declared ones
 * (docs/content-model.md, "Who owns a field"). `npm run docs` writes them, `npm run schema` once its change is made;
 * the unit tests check the committed files are current.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const schemaFile = (cmsDir, name) => path.join(cmsDir, 'src', 'api', name, 'content-types', name, 'schema.json');

const snake = (name) => name.replaceAll('-', '_');

/** A declared field as Strapi's attribute: its type, its translation (in a translated kind), then its rules. */
function attributeOf(field, kindLocalized) {
  const { type, localized, fallback, ...rules } = field;
  const i18n = kindLocalized ? { pluginOptions: { i18n: { localized: localized === true } } } : {};
  if (type === 'media') {
    const allowedTypes = [rules.accepts === 'documents' ? 'files' : 'images'];
    return { type, ...i18n, multiple: rules.multiple === true, required: false, allowedTypes };
  }
  // A text with a fallback is required in the default language only, which Strapi cannot say: the contract does.
  const required = fallback ? undefined : rules.required;
  // An enumeration's labels are the site's words, not Strapi's.
  const { maxLength, min, default: preset, enum: values } = rules;
  const given = Object.entries({ maxLength, min, required, default: preset, enum: values }).filter(([, rule]) => rule !== undefined);
  return { type, ...i18n, ...Object.fromEntries(given) };
}

/**
 * The schema of kind `name` as Strapi reads it: what the declaration says, and after it the attributes of `existing`
 * (the schema as it stands) that the declaration does not name.
 * @param {import('@lyceum/contract').Kind} kind
 * @param {{ attributes?: Record<string, unknown> }} [existing]
 */
export function schemaOf(kind, existing = {}) {
  const localized = kind.localized.length > 0;
  const declared = Object.entries(kind.fields).map(([key, field]) => [key, attributeOf(field, localized)]);
  const added = Object.entries(existing.attributes ?? {}).filter(([key]) => !Object.hasOwn(kind.fields, key));
  const plural = kind.single ? `${kind.name}s` : kind.rest;
  return {
    kind: kind.single ? 'singleType' : 'collectionType',
    collectionName: snake(plural),
    info: { singularName: kind.name, pluralName: plural, displayName: kind.label.en, description: kind.description ?? '' },
    options: { draftAndPublish: kind.drafts },
    pluginOptions: localized ? { i18n: { localized: true } } : {},
    attributes: Object.fromEntries([...declared, ...added]),
    ...(kind.indexes.length > 0 && { indexes: kind.indexes }),
  };
}

/** Strapi's core controller, router and service of a content type, which its REST API needs: the same line for each. */
const CORE_PARTS = { controllers: 'createCoreController', routes: 'createCoreRouter', services: 'createCoreService' };
const corePart = (name, factory) => `import { factories } from '@strapi/strapi';\n\nexport default factories.${factory}('api::${name}.${name}');\n`;

/**
 * Every kind's files in the cms workspace `cmsDir` that the table writes, and their text: its schema, and its core
 * controller, router and service, which are written only where missing (`ifMissing`): a kind may give its own (the
 * menu's router keeps inactive items from visitors).
 */
export async function kindSchemas(cmsDir = path.join(ROOT, 'cms')) {
  const { KIND_NAMES, kindOf } = await import('@lyceum/contract');
  return KIND_NAMES.flatMap((name) => {
    const file = schemaFile(cmsDir, name);
    const existing = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    const parts = Object.entries(CORE_PARTS).map(([folder, factory]) => ({
      file: path.join(cmsDir, 'src', 'api', name, folder, `${name}.ts`),
      text: corePart(name, factory),
      ifMissing: true,
    }));
    return [{ file, text: `${JSON.stringify(schemaOf(kindOf(name), existing), null, 2)}\n`, ifMissing: false }, ...parts];
  });
}

/** Writes the schema files of `cmsDir` that differ from the table's; says which. */
export async function writeKindSchemas(cmsDir) {
  for (const { file, text, ifMissing } of await kindSchemas(cmsDir)) {
    if (fs.existsSync(file) && (ifMissing || fs.readFileSync(file, 'utf8') === text)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeKindSchemas();
