/**
 * Imported before ./database by tests of the default rule that Admins must use two-step login
 * (ADMIN_TWO_FACTOR=required), which ./database otherwise turns off for the other suites.
 */
process.env.ADMIN_TWO_FACTOR = "required";
