/**
 * The content editor marketing uses (`npm run cms`, then http://127.0.0.1:4321/keystatic). It edits
 * the repo's own files: festival pages in src/content/festivals, home banner slides in
 * src/content/home-slides and the ad tiles in src/content/ad-tiles (schemas: src/content.config.ts,
 * which the build checks again). Local mode writes the files; with KEYSTATIC_GITHUB_REPO set, GitHub
 * mode commits them to that repository and CI deploys (README "Publish a festival page").
 */
import { collection, config, fields } from '@keystatic/core';
import { categoryOptions } from './src/lib/cms/catalogue-options';
import { cmsStorage } from './src/lib/cms/cms-storage';
import { dayField } from './src/lib/cms/form/day-field';
import { festivalDaysField } from './src/lib/cms/form/days-field';
import { dealField, dealLabel } from './src/lib/cms/form/deal-field';
import { savedFestivals } from './src/lib/cms/form/edit-session';
import { nameField } from './src/lib/cms/form/name-field';
import { productField, productLabel } from './src/lib/cms/form/product-picker';
import { watchSaves } from './src/lib/cms/form/saved-notice';
import { keepFiles } from './src/lib/cms/save-keeper';
import { DEFAULT_FOCUS, FOCUS_LABELS, FOCUS_POINTS } from './src/lib/domain/content/banner-crop';

// in the editor's page: "Saved — goes live when published" after each save
watchSaves();

const required = { isRequired: true } as const;
const altText = (label: string) =>
  fields.text({
    label,
    description: 'Describe the picture for shoppers who cannot see it (screen readers, slow networks). Required.',
    validation: { isRequired: true, length: { min: 3, max: 160 } },
  });
/** A festival banner's picture for phones (issue 33): the page cuts one from the banner when empty. */
const phonePicture = (label: string, description: string) =>
  fields.image({ label, description, directory: 'src/assets/festivals', publicPath: '../../assets/festivals/' });
/** Where the important part of a banner is: both cuts (3:1 computers, 3:2 phones) keep it in view. */
const focusField = fields.select({
  label: 'Focal point',
  description: 'What the phone (3:2) and computer (3:1) cuts of the banner keep in view. See both cuts in Preview on a day.',
  options: FOCUS_POINTS.map((value) => ({ label: FOCUS_LABELS[value], value })),
  defaultValue: DEFAULT_FOCUS,
});
/** A slide's words and pictures in Kannada or Hindi (issue 19): empty parts show the English ones. */
const slideIn = (language: string) =>
  fields.object(
    {
      title: fields.text({
        label: `Title in ${language} (also the alt text; empty: the English title)`,
        validation: { length: { max: 160 } },
      }),
      photo: fields.image({
        label: `Picture in ${language} (desktop, 1280 × 400; empty: the English picture)`,
        directory: 'src/assets/home-slides',
        publicPath: '../../assets/home-slides/',
      }),
      mobile: fields.image({
        label: `Picture for phones in ${language} (600 × 400, optional)`,
        directory: 'src/assets/home-slides',
        publicPath: '../../assets/home-slides/',
      }),
    },
    { label: `In ${language}` },
  );
/**
 * A festival's words and banners in Kannada or Hindi (issue 33), shown on /kn/festival and
 * /hi/festival: each part left empty shows the English one (src/components/festival/festival-words.ts).
 */
const festivalIn = (language: string) =>
  fields.object(
    {
      name: fields.text({ label: `Festival name in ${language}`, validation: { length: { max: 120 } } }),
      summary: fields.text({ label: `Summary in ${language}`, multiline: true }),
      text: fields.text({
        label: `Text under the banners in ${language}`,
        description: 'Leave an empty line between paragraphs.',
        multiline: true,
      }),
      banners: fields.array(
        fields.object({
          src: fields.image({
            label: `Banner picture with ${language} words (empty: the English picture)`,
            directory: 'src/assets/festivals',
            publicPath: '../../assets/festivals/',
          }),
          phone: phonePicture(
            `Picture for phones with ${language} words (3:2, 1200 × 800, optional)`,
            `Empty: phones get a 3:2 cut of the ${language} banner above (around the English banner's focal point), ` +
              `or what English phones get when that banner is empty too. Preview on a day shows the cut; if the English banner ` +
              `has its own picture for phones, the build's log notes that this one has none.`,
          ),
          alt: fields.text({ label: `Banner alt text in ${language} (empty: the English)`, validation: { length: { max: 160 } } }),
        }),
        {
          label: `Banners in ${language}, in the same order as the English banners`,
          validation: { length: { max: 4 } },
          itemLabel: (p) => p.fields.alt.value || `Banner in ${language}`,
        },
      ),
    },
    {
      label: `In ${language}`,
      description: `Every part is optional: a part left empty shows the English one on the ${language} page.`,
    },
  );
/** An ad tile pair's words and pictures in Kannada or Hindi: empty parts show the English ones. */
const adTilesIn = (language: string) =>
  fields.object(
    {
      title1: fields.text({ label: `Left alt text in ${language} (empty: the English)`, validation: { length: { max: 160 } } }),
      image1: fields.image({
        label: `Left picture in ${language} (empty: the English)`,
        directory: 'src/assets/ad-tiles',
        publicPath: '../../assets/ad-tiles/',
      }),
      title2: fields.text({ label: `Right alt text in ${language} (empty: the English)`, validation: { length: { max: 160 } } }),
      image2: fields.image({
        label: `Right picture in ${language} (empty: the English)`,
        directory: 'src/assets/ad-tiles',
        publicPath: '../../assets/ad-tiles/',
      }),
    },
    { label: `In ${language}` },
  );

// KEYSTATIC_GITHUB_REPO=owner/name switches Save from files to commits (astro.config.mjs passes it in)
const storage = cmsStorage(import.meta.env.KEYSTATIC_GITHUB_REPO);

const editor = config({
  storage,
  ui: { brand: { name: 'Haat Fresh marketing' } },
  collections: {
    festivals: collection({
      label: 'Festival pages',
      path: 'src/content/festivals/*',
      slugField: 'name',
      format: { contentField: 'body' },
      entryLayout: 'form',
      // the days column prints the days field's reader value ("12/01/2027 to 16/01/2027"); Keystatic's
      // type only lists plain-value fields as columns
      columns: ['name', 'days' as 'name', 'status'],
      schema: {
        name: nameField('Festival name', 1, () => savedFestivals().map((f) => f.id.replace(/\.md$/, ''))),
        status: fields.select({
          label: 'Status',
          description: 'Only published festivals appear on the store.',
          options: [
            { label: 'Draft', value: 'draft' },
            { label: 'Published', value: 'published' },
          ],
          defaultValue: 'draft',
        }),
        order: fields.integer({
          label: 'Display order',
          description: 'Lower numbers show first among festivals that are on at the same time.',
          defaultValue: 10,
        }),
        days: festivalDaysField(),
        summary: fields.text({ label: 'Summary', multiline: true }),
        banners: fields.array(
          fields.object({
            src: fields.image({
              label: 'Banner picture',
              directory: 'src/assets/festivals',
              publicPath: '../../assets/festivals/',
              validation: required,
            }),
            alt: altText('Banner alt text'),
            phone: phonePicture(
              'Picture for phones (3:2, 1200 × 800, optional)',
              'Empty: phones get a 3:2 cut of the banner above, around its focal point.',
            ),
            focus: focusField,
          }),
          {
            label: 'Banners (1 to 4, 2400 × 800 or at least 1200 × 400)',
            validation: { length: { min: 1, max: 4 } },
            itemLabel: (p) => p.fields.alt.value || 'Banner',
          },
        ),
        products: fields.array(productField('Product'), {
          label: 'Products, in the order to show them',
          itemLabel: (p) => productLabel(p.value),
        }),
        category: fields.select({ label: 'Also list a category (up to 24 of its products)', options: categoryOptions, defaultValue: '' }),
        deals: fields.array(dealField(), {
          label: 'Festival deals (on from the first to the last day, India time)',
          itemLabel: (p) => dealLabel(p.value),
        }),
        // the festivalList id (engineers set it in the file); kept as it is, not shown to marketing
        festival_id: fields.ignored(),
        body: fields.markdoc({ label: 'Text under the banners', extension: 'md' }),
        kn: festivalIn('Kannada'),
        hi: festivalIn('Hindi'),
      },
    }),
    homeSlides: collection({
      label: 'Home banner slides',
      path: 'src/content/home-slides/*',
      slugField: 'title',
      format: { data: 'json' },
      columns: ['title', 'place', 'order', 'shows_from', 'shows_until'],
      schema: {
        title: nameField('Title (also the alt text)', 3),
        place: fields.select({
          label: 'Where',
          options: [
            { label: 'Main banner (top of home)', value: 'main' },
            { label: 'Offer row below the banner', value: 'below' },
          ],
          defaultValue: 'main',
        }),
        order: fields.integer({ label: 'Order', defaultValue: 10, validation: required }),
        photo: fields.image({
          label: 'Picture (desktop, 1280 × 400)',
          directory: 'src/assets/home-slides',
          publicPath: '../../assets/home-slides/',
          validation: required,
        }),
        mobile: fields.image({
          label: 'Picture for phones (600 × 400, optional)',
          directory: 'src/assets/home-slides',
          publicPath: '../../assets/home-slides/',
        }),
        link: fields.text({ label: 'Opens (a store path such as /festival)', defaultValue: '/' }),
        shows_from: dayField('Show from', 'India, optional: empty shows it from now.'),
        shows_until: dayField('Show until', 'India, the day included, optional: empty keeps it on.'),
        kn: slideIn('Kannada'),
        hi: slideIn('Hindi'),
      },
    }),
    adTiles: collection({
      label: 'Home ad tiles (pairs)',
      path: 'src/content/ad-tiles/*',
      slugField: 'name',
      format: { data: 'json' },
      schema: {
        name: nameField('Name (for you)'),
        order: fields.integer({ label: 'Order', defaultValue: 10, validation: required }),
        image1: fields.image({
          label: 'Left picture',
          directory: 'src/assets/ad-tiles',
          publicPath: '../../assets/ad-tiles/',
          validation: required,
        }),
        title1: altText('Left picture alt text'),
        link1: fields.text({ label: 'Left opens', defaultValue: '/' }),
        image2: fields.image({
          label: 'Right picture',
          directory: 'src/assets/ad-tiles',
          publicPath: '../../assets/ad-tiles/',
          validation: required,
        }),
        title2: altText('Right picture alt text'),
        link2: fields.text({ label: 'Right opens', defaultValue: '/' }),
        kn: adTilesIn('Kannada'),
        hi: adTilesIn('Hindi'),
      },
    }),
  },
});

/**
 * Saving never renames files or drops comments (issue 33). A GitHub-mode Save commits from this page
 * straight to GitHub, past the editor's server, so the page runs the keeper itself, just before the
 * commit (patches/@keystatic+core+0.6.9.patch calls `keepSave`). Local mode keeps them on the
 * editor's server instead (save-keeper-middleware.ts), which reads the files on disk.
 */
export default Object.assign(editor, { keepSave: storage.kind === 'github' ? keepFiles : undefined });
