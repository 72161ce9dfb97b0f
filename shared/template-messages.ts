/**
 * The template contract (docs/templates.md; 002 8 'Templates', 001 9). The first five are the spec's, verbatim; the
 * rest are ours where the spec is silent (zip layout and safety, encoding, optional fields) and the warnings.
 */
export const TEMPLATE_MESSAGES = {
  nameFormat: 'Template parse error: template name has wrong format',
  sizeFormat: 'size in template name has wrong format',
  defaultValues: 'Wrong template default values',
  possibleValues: 'Wrong template possible values',
  imageSizes: 'Template has malformed dynamic image sizes code',
  optionalFields: 'Wrong template optional fields',
  fileType: 'A template is a zip of an HTML5 creative or a video (mp4, mov, webm or m4v)',
  notUtf8: 'Template HTML must be saved as UTF-8 text: {file} is not',
  notZip: 'Template file is not a readable zip',
  zipTooLarge: 'Template zip is larger than {limit}',
  tooManyFiles: 'Template zip has more than {limit} files',
  unpacksTooLarge: 'Template zip unpacks to more than {limit}',
  compressionRatio: 'Template zip entry {path} is compressed more than {limit} times: it looks like a zip bomb',
  unsafePath: 'Template zip entry {path} points outside the template',
  symlink: 'Template zip entry {path} is a symbolic link',
  noEntry: 'Template zip has no entry HTML: put index.html at the root of the zip',
  severalEntries: 'Template zip has several HTML files at its root ({files}): name the entry index.html',
  // warnings: the template uploads; these say what will not work, and where
  adSizeMismatch: 'The ad.size meta tag says {declared} but the template name says {named}',
  adSizeMalformed: 'The ad.size meta tag should read content="width=W,height=H"',
  adSizeMissing: 'No <meta name="ad.size" content="width={width},height={height}"> tag: {platform} requires it',
  clickTagMissing: 'No clickTag variable: clicks on the ad will not open its landing page',
  metaFieldsMissing: 'Meta publishing needs {fields}: add them to defaultValues as primaryText, websiteURL and callToAction',
  clickTagSpelling: 'The click variable is spelled {found}: ad servers pass clickTag',
  notInjectable: '{name} is declared with {keyword}: the player cannot inject values; declare it with var',
  defaultNotPossible: 'The default value of {field} is not one of its possible values',
  imageSizeUnknownField: 'Dynamic image size given for {field}, which is not a dynamic field',
  externalResource: 'The template loads {url} from outside its zip: previews and thumbnails block it',
  platformFiles: '{platform} takes at most {limit} files in a zip; this one has {count}',
  platformBytes: '{platform} takes zips of at most {limit}; this one is {size}',
  platformFileType: '{platform} does not take {files} in a zip',
} as const;
