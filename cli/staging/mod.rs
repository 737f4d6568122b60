//! Writing a folder the program owns, whole or not at all, for `docs build` and `docs import`:
//! where an output may go ([`target`]), the staging folder written beside it ([`folder`]), what a
//! path inside it may be ([`out_path`]), and how a signal stops the writers without publishing
//! half a result ([`interrupt`]).
//!
//! The protocol: the output is checked before anything is read; files are written into a staging
//! folder beside it, each through an [`out_path::OutPath`]; writers look at [`interrupt`] before
//! every file and stop; the staging folder is exchanged with the output in one step as the very
//! last action ([`folder::Staging::swap_in`]), and removed on every other way out (its `Drop`).
//! Nobody else who can write the output's parent can redirect the staging folder.

pub mod folder;
pub mod interrupt;
pub mod out_path;
pub mod target;
