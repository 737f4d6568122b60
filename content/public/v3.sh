#!/usr/bin/env bash
# v3.sh: install, update or remove the v3 file-list server (AList) as a systemd service on Linux.
# Served by the documentation site at /v3.sh; documented at /guide/install/script.html.
#
#   sudo bash v3.sh install [DIR]     install into DIR (default /opt/alist) and start the service
#   sudo bash v3.sh update [DIR]      replace the program with the newest release, keep the data
#   sudo bash v3.sh uninstall [DIR]   remove the service and the program, keep the data
#   bash v3.sh help                   show this help
#
# Environment: RELEASE (latest, beta or a tag such as v3.38.0; default latest),
#              GH_PROXY (optional prefix put in front of the GitHub download URL).
set -euo pipefail

readonly DEFAULT_DIR="/opt/alist"
readonly SERVICE_NAME="alist"
readonly SERVICE_FILE="/etc/systemd/system/${SERVICE_NAME}.service"
readonly PORT=5244
readonly RELEASES_URL="https://github.com/alist-org/alist/releases"
RELEASE="${RELEASE:-latest}"
GH_PROXY="${GH_PROXY:-}"

TMP_DIR=""

info() { printf '\033[32m==>\033[0m %s\n' "$*"; }
warn() { printf '\033[33mwarning:\033[0m %s\n' "$*" >&2; }
die() {
  printf '\033[31merror:\033[0m %s\n' "$*" >&2
  exit 1
}

cleanup() {
  if [[ -n "$TMP_DIR" && -d "$TMP_DIR" ]]; then
    rm -rf -- "$TMP_DIR"
  fi
}
trap cleanup EXIT

usage() {
  cat <<EOF
Usage: bash v3.sh COMMAND [DIR]

Commands:
  install [DIR]    Download the newest release, install it into DIR and start the
                   '${SERVICE_NAME}' systemd service. DIR defaults to ${DEFAULT_DIR}.
  update [DIR]     Download the newest release and replace the program; data is kept.
  uninstall [DIR]  Stop and remove the service and the program; the data folder is kept.
  help             Show this help.

DIR must be an absolute path. If its last part is not 'alist', an 'alist' folder is
created inside it (/srv becomes /srv/alist). Without DIR, update and uninstall use the
folder of the installed service, or ${DEFAULT_DIR}.

Environment:
  RELEASE   'latest' (default), 'beta', or a release tag such as v3.38.0
  GH_PROXY  prefix put in front of the GitHub download URL, for mirrors

install, update and uninstall must run as root, for example:
  sudo bash v3.sh install
EOF
}

require_root() {
  if [[ "$(id -u)" -ne 0 ]]; then
    die "this command must run as root; try: sudo bash $0 $*"
  fi
}

require_tools() {
  command -v systemctl >/dev/null 2>&1 || die "systemd (systemctl) is required; see the manual installation guide instead"
  command -v tar >/dev/null 2>&1 || die "tar is required"
  if ! command -v curl >/dev/null 2>&1 && ! command -v wget >/dev/null 2>&1; then
    die "curl or wget is required"
  fi
}

# Map the machine name to the release asset suffix.
detect_arch() {
  case "$(uname -m)" in
    x86_64 | amd64) echo "amd64" ;;
    aarch64 | arm64) echo "arm64" ;;
    *) die "unsupported CPU architecture '$(uname -m)': only amd64 (x86_64) and arm64 are supported" ;;
  esac
}

# Turn the DIR argument into the final install folder.
normalize_dir() {
  local dir="$1"
  [[ "$dir" == /* ]] || die "the install folder must be an absolute path, got '$dir'"
  [[ "$dir" =~ ^[A-Za-z0-9._/-]+$ ]] || die "the install folder may only contain letters, digits and . _ - /, got '$dir'"
  while [[ "$dir" == */ ]]; do
    dir="${dir%/}"
  done
  if [[ "${dir##*/}" != "alist" ]]; then
    dir="${dir}/alist"
  fi
  printf '%s\n' "$dir"
}

# The install folder: the DIR argument, else the installed service's folder, else the default.
resolve_dir() {
  local arg="${1:-}" from_unit=""
  if [[ -n "$arg" ]]; then
    normalize_dir "$arg"
    return
  fi
  if [[ -f "$SERVICE_FILE" ]]; then
    from_unit="$(sed -n 's/^WorkingDirectory=//p' "$SERVICE_FILE" | head -n 1)"
  fi
  if [[ -n "$from_unit" ]]; then
    normalize_dir "$from_unit"
  else
    printf '%s\n' "$DEFAULT_DIR"
  fi
}

download() {
  local url="$1" dest="$2"
  if command -v curl >/dev/null 2>&1; then
    curl -fL --retry 3 --connect-timeout 20 -o "$dest" "$url"
  else
    wget -O "$dest" "$url"
  fi
}

# Download and unpack the release into a fresh temporary folder (TMP_DIR, removed on exit);
# the program ends up at ${TMP_DIR}/alist.
fetch_binary() {
  local arch asset url
  arch="$(detect_arch)"
  asset="alist-linux-musl-${arch}.tar.gz"
  if [[ "$RELEASE" == "latest" ]]; then
    url="${GH_PROXY}${RELEASES_URL}/latest/download/${asset}"
  else
    url="${GH_PROXY}${RELEASES_URL}/download/${RELEASE}/${asset}"
  fi
  TMP_DIR="$(mktemp -d)"
  info "downloading ${url}"
  download "$url" "${TMP_DIR}/${asset}" || die "download failed: ${url}"
  tar -xzf "${TMP_DIR}/${asset}" -C "$TMP_DIR" || die "could not unpack ${asset}"
  [[ -f "${TMP_DIR}/alist" ]] || die "the archive did not contain the 'alist' program"
}

port_in_use() {
  command -v ss >/dev/null 2>&1 || return 1
  [[ -n "$(ss -Hltn "sport = :${PORT}" 2>/dev/null)" ]]
}

write_unit() {
  local dir="$1"
  cat >"$SERVICE_FILE" <<EOF
[Unit]
Description=alist file list server
Wants=network-online.target
After=network-online.target

[Service]
Type=simple
WorkingDirectory=${dir}
ExecStart=${dir}/alist server
Restart=on-failure
RestartSec=5

[Install]
WantedBy=multi-user.target
EOF
}

server_address() {
  local ip=""
  if command -v hostname >/dev/null 2>&1; then
    ip="$(hostname -I 2>/dev/null | awk '{print $1}')" || ip=""
  fi
  printf 'http://%s:%s/\n' "${ip:-YOUR_IP}" "$PORT"
}

print_password_hint() {
  local dir="$1"
  cat <<EOF

Admin password: the first start writes the initial password to the log. To set a new one
(v3.25.0 and newer), stop the service, run the admin command in the install folder, start again:

  sudo systemctl stop ${SERVICE_NAME}
  cd ${dir} && sudo ./alist admin random      # or: sudo ./alist admin set NEW_PASSWORD
  sudo systemctl start ${SERVICE_NAME}

EOF
}

cmd_install() {
  require_root "install" "$@"
  require_tools
  local dir
  dir="$(normalize_dir "${1:-$DEFAULT_DIR}")"
  if [[ -e "${dir}/alist" ]]; then
    die "${dir}/alist already exists; use 'update' to upgrade it or 'uninstall' first"
  fi
  if [[ -f "$SERVICE_FILE" ]]; then
    die "${SERVICE_FILE} already exists; run 'uninstall' first"
  fi
  if port_in_use; then
    warn "port ${PORT} is already in use; the service will fail to start until it is free or"
    warn "scheme.http_port in ${dir}/data/config.json is changed"
  fi
  fetch_binary
  mkdir -p "$dir"
  install -m 0755 "${TMP_DIR}/alist" "${dir}/alist"
  info "installed ${dir}/alist"
  write_unit "$dir"
  systemctl daemon-reload
  systemctl enable --now "$SERVICE_NAME"
  info "service '${SERVICE_NAME}' enabled and started"
  info "open $(server_address) in a browser (data folder: ${dir}/data)"
  print_password_hint "$dir"
  cat <<EOF
Manage the service with: systemctl start|stop|restart|status ${SERVICE_NAME}
EOF
}

cmd_update() {
  require_root "update" "$@"
  require_tools
  local dir
  dir="$(resolve_dir "${1:-}")"
  [[ -f "${dir}/alist" ]] || die "no installation found in ${dir}; pass the install folder, e.g. update /srv"
  fetch_binary
  info "stopping ${SERVICE_NAME}"
  systemctl stop "$SERVICE_NAME" || true
  cp -f "${dir}/alist" "${dir}/alist.old"
  install -m 0755 "${TMP_DIR}/alist" "${dir}/alist"
  if systemctl start "$SERVICE_NAME"; then
    rm -f "${dir}/alist.old"
    info "updated ${dir}/alist and restarted ${SERVICE_NAME}"
  else
    warn "the new version failed to start; restoring the previous program"
    mv -f "${dir}/alist.old" "${dir}/alist"
    systemctl start "$SERVICE_NAME" || true
    die "update failed; check 'journalctl -u ${SERVICE_NAME}'"
  fi
}

cmd_uninstall() {
  require_root "uninstall" "$@"
  local dir
  dir="$(resolve_dir "${1:-}")"
  if [[ -f "$SERVICE_FILE" ]]; then
    systemctl disable --now "$SERVICE_NAME" || true
    rm -f "$SERVICE_FILE"
    systemctl daemon-reload || true
    info "removed service '${SERVICE_NAME}'"
  fi
  if [[ -f "${dir}/alist" ]]; then
    rm -f "${dir}/alist" "${dir}/alist.old"
    info "removed ${dir}/alist"
  else
    warn "no program found in ${dir}"
  fi
  if [[ -d "${dir}/data" ]]; then
    info "kept the data folder ${dir}/data; delete it with: sudo rm -rf ${dir}"
  else
    rmdir "$dir" 2>/dev/null || true
  fi
}

main() {
  local command="${1:-help}"
  if [[ $# -gt 0 ]]; then
    shift
  fi
  if [[ $# -gt 1 ]]; then
    die "too many arguments; see 'bash v3.sh help'"
  fi
  case "$command" in
    install) cmd_install "$@" ;;
    update) cmd_update "$@" ;;
    uninstall) cmd_uninstall "$@" ;;
    help | -h | --help) usage ;;
    *)
      usage >&2
      die "unknown command '${command}'"
      ;;
  esac
}

main "$@"
