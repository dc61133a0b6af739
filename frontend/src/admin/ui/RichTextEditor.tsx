import { Editor } from '@tinymce/tinymce-react';
// TinyMCE from the npm package, bundled into the admin chunk: nothing is fetched from elsewhere.
import 'tinymce/tinymce';
import 'tinymce/models/dom/model';
import 'tinymce/themes/silver';
import 'tinymce/icons/default';
import 'tinymce/skins/ui/oxide/skin';
import 'tinymce/skins/ui/oxide/content';
import 'tinymce/skins/content/default/content';
import 'tinymce/plugins/table';
import 'tinymce/plugins/media';
import 'tinymce/plugins/link';
import 'tinymce/plugins/lists';
import 'tinymce/plugins/code';

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
