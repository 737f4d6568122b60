// Where the API selector widget mounts (SB-10, AD-01 / API-03). The selector itself is a content
// widget: it finds this placeholder like any other `[data-widget]` element.

export default function ApiSelectSlot() {
  return <div className="api-select-slot" data-widget="ApiSelect" data-props="{}" />;
}
