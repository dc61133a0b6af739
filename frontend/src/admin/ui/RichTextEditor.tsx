import { Editor } from '@tinymce/tinymce-react';
// TinyMCE from the npm package, bundled into the admin chunk: nothing is fetched from elsewhere. Its own minified
// builds, which the admin's build then only mangles (minifyChunks in vite.config.ts): three terser passes over its
// sources took two thirds of the build's time.
import 'tinymce/tinymce.min.js';
import 'tinymce/models/dom/model.min.js';
import 'tinymce/themes/silver/theme.min.js';
import 'tinymce/icons/default/icons.min.js';
import 'tinymce/skins/ui/oxide/skin';
import 'tinymce/skins/ui/oxide/content';
import 'tinymce/skins/content/default/content';
import 'tinymce/plugins/table/plugin.min.js';
import 'tinymce/plugins/media/plugin.min.js';
import 'tinymce/plugins/link/plugin.min.js';
import 'tinymce/plugins/lists/plugin.min.js';
import 'tinymce/plugins/code/plugin.min.js';

/** The editor is 500 px high, with the table and media plugins. */
export const EDITOR_HEIGHT = 500;

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
}

export function RichTextEditor({ id, label, value, onChange }: Props) {
  return (
    <div>
      <span id={`${id}-label`} style={{ fontWeight: 600, display: 'block', marginBottom: '0.3rem' }}>
        {label}
      </span>
      <Editor
        id={id}
        licenseKey="gpl"
        value={value}
        onEditorChange={(html) => onChange(html)}
        init={{
          height: EDITOR_HEIGHT,
          menubar: false,
          promotion: false,
          branding: false,
          plugins: 'table media link lists code',
          toolbar:
            'undo redo | blocks | bold italic underline | alignleft aligncenter alignright | bullist numlist | link table media | code',
          skin_url: 'default',
          content_css: 'default',
          iframe_aria_text: label,
          media_live_embeds: true,
        }}
      />
    </div>
  );
}
