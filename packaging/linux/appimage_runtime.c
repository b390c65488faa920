/* RackoApp's AppImage runtime (type 2), built from Debian's squashfuse and libfuse3.
 *
 * The usual runtime comes as a prebuilt binary from outside the package
 * registries; this one is compiled by packaging/build.py from Debian packages
 * only. The AppImage is this program followed by a squashfs image of the
 * AppDir: the image starts where the ELF file ends (after its section headers).
 *
 *   RackoApp.AppImage [args]                     mount the image with FUSE, run AppRun
 *   RackoApp.AppImage --appimage-extract-and-run [args]
 *                                                 (or APPIMAGE_EXTRACT_AND_RUN=1) no FUSE:
 *                                                 extract to a temporary folder, run, delete
 *   RackoApp.AppImage --appimage-extract          extract into ./squashfs-root
 *   RackoApp.AppImage --appimage-offset           print where the image starts
 */
#define _GNU_SOURCE
#include <squashfuse/ll.h>
#include <squashfuse/traverse.h>

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static char self[PATH_MAX];

static void die(const char *what)
{
	fprintf(stderr, "RackoApp AppImage: %s%s%s\n", what, errno ? ": " : "", errno ? strerror(errno) : "");
	exit(127);
}

/* Where the ELF file ends: its section header table is the last thing in it. */
static off_t image_offset(void)
{
	Elf64_Ehdr h;
	int fd = open(self, O_RDONLY);
	if (fd < 0 || pread(fd, &h, sizeof h, 0) != (ssize_t)sizeof h)
		die("cannot read its own file");
	close(fd);
	return (off_t)(h.e_shoff + (Elf64_Off)h.e_shentsize * h.e_shnum);
}

static void extract(const char *dest)
{
	sqfs fs;
	sqfs_traverse trv;
	sqfs_err err = SQFS_OK;
	static char buf[1 << 16];
	char path[PATH_MAX];
	int fd = open(self, O_RDONLY);

	errno = 0;
	if (fd < 0 || sqfs_init(&fs, fd, (size_t)image_offset()) != SQFS_OK)
		die("no squashfs image after the runtime");
	if (mkdir(dest, 0755) != 0 && errno != EEXIST)
		die("cannot make the extraction folder");
	if (sqfs_traverse_open(&trv, &fs, sqfs_inode_root(&fs)) != SQFS_OK)
		die("cannot read the image's root");
	while (sqfs_traverse_next(&trv, &err)) {
		sqfs_inode inode;
		if (trv.dir_end)
			continue;
		if (snprintf(path, sizeof path, "%s/%s", dest, trv.path) >= (int)sizeof path)
			die("a path in the image is too long");
		if (sqfs_inode_get(&fs, &inode, sqfs_dentry_inode(&trv.entry)) != SQFS_OK)
			die("a damaged inode in the image");
		mode_t mode = inode.base.mode & 07777;
		if (S_ISDIR(inode.base.mode)) {
			if (mkdir(path, mode | 0700) != 0 && errno != EEXIST)
				die("cannot make a folder");
		} else if (S_ISLNK(inode.base.mode)) {
			size_t size = sizeof buf;
			if (sqfs_readlink(&fs, &inode, buf, &size) != SQFS_OK)
				die("a damaged symbolic link in the image");
			unlink(path);
			if (symlink(buf, path) != 0)
				die("cannot make a symbolic link");
		} else if (S_ISREG(inode.base.mode)) {
			int out = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode | 0600);
			if (out < 0)
				die("cannot write a file");
			for (sqfs_off_t at = 0; at < (sqfs_off_t)inode.xtra.reg.file_size;) {
				sqfs_off_t size = sizeof buf;
				if (sqfs_read_range(&fs, &inode, at, &size, buf) != SQFS_OK || size <= 0)
					die("a damaged file in the image");
				if (write(out, buf, (size_t)size) != (ssize_t)size)
					die("cannot write a file");
				at += size;
			}
			fchmod(out, mode);
			close(out);
		}
	}
	if (err != SQFS_OK)
		die("the image could not be read to its end");
	sqfs_traverse_close(&trv);
	sqfs_destroy(&fs);
	close(fd);
}

static int run_and_wait(const char *appdir, int argc, char **argv)
{
	char apprun[PATH_MAX];
	snprintf(apprun, sizeof apprun, "%s/AppRun", appdir);
	pid_t pid = fork();
	if (pid == 0) {
		argv[0] = apprun;
		setenv("APPIMAGE", self, 1);
		setenv("APPDIR", appdir, 1);
		execv(apprun, argv);
		die("cannot start AppRun");
	}
	(void)argc;
	int status = 0;
	signal(SIGINT, SIG_IGN);  /* the app gets Ctrl-C; we stay to clean up after it */
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

static int remove_tree(const char *dir)
{
	pid_t pid = fork();
	if (pid == 0) {
		execlp("rm", "rm", "-rf", "--", dir, (char *)NULL);
		_exit(127);
	}
	int status;
	waitpid(pid, &status, 0);
	return status;
}

static int extract_and_run(int argc, char **argv)
{
	const char *tmp = getenv("TMPDIR");
	char dir[PATH_MAX];
	snprintf(dir, sizeof dir, "%s/appimage_extracted_XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(dir))
		die("cannot make a temporary folder");
	extract(dir);
	int code = run_and_wait(dir, argc, argv);
	remove_tree(dir);
	return code;
}

static struct fuse_lowlevel_ops ops = {
	.getattr = sqfs_ll_op_getattr, .opendir = sqfs_ll_op_opendir, .releasedir = sqfs_ll_op_releasedir,
	.readdir = sqfs_ll_op_readdir, .lookup = sqfs_ll_op_lookup, .open = sqfs_ll_op_open,
	.create = sqfs_ll_op_create, .release = sqfs_ll_op_release, .read = sqfs_ll_op_read,
	.readlink = sqfs_ll_op_readlink, .listxattr = sqfs_ll_op_listxattr, .getxattr = sqfs_ll_op_getxattr,
	.forget = sqfs_ll_op_forget, .statfs = stfs_ll_op_statfs,
};

static int mount_and_run(int argc, char **argv)
{
	const char *tmp = getenv("TMPDIR");
	char dir[PATH_MAX];
	int ready[2];
	snprintf(dir, sizeof dir, "%s/.mount_RackoApp_XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(dir) || pipe(ready) != 0)
		die("cannot make a mount point");
	pid_t server = fork();
	if (server == 0) {
		char *fargv[] = {argv[0], "-o", "ro,nodev,nosuid", NULL};
		struct fuse_args args = FUSE_ARGS_INIT(3, fargv);
		sqfs_ll_chan ch;
		close(ready[0]);
		sqfs_ll *ll = sqfs_ll_open(self, (size_t)image_offset());
		if (!ll || sqfs_ll_mount(&ch, dir, &args, &ops, sizeof ops, ll) != SQFS_OK)
			_exit(1);
		if (write(ready[1], "m", 1) != 1)
			_exit(1);
		close(ready[1]);
		fuse_set_signal_handlers(ch.session);
		fuse_session_loop(ch.session);
		fuse_remove_signal_handlers(ch.session);
		sqfs_ll_unmount(&ch, dir);
		_exit(0);
	}
	close(ready[1]);
	char byte;
	if (read(ready[0], &byte, 1) != 1) {
		waitpid(server, NULL, 0);
		rmdir(dir);
		errno = 0;
		die("cannot mount the image (FUSE missing?); run it with --appimage-extract-and-run");
	}
	int code = run_and_wait(dir, argc, argv);
	kill(server, SIGTERM);
	waitpid(server, NULL, 0);
	rmdir(dir);
	return code;
}

int main(int argc, char **argv)
{
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	if (n <= 0)
		die("cannot find its own file");
	self[n] = '\0';
	const char *first = argc > 1 ? argv[1] : "";
	if (strcmp(first, "--appimage-offset") == 0) {
		printf("%lld\n", (long long)image_offset());
		return 0;
	}
	if (strcmp(first, "--appimage-extract") == 0) {
		extract("squashfs-root");
		return 0;
	}
	if (strcmp(first, "--appimage-extract-and-run") == 0) {
		argv[1] = argv[0];
		return extract_and_run(argc - 1, argv + 1);
	}
	const char *env = getenv("APPIMAGE_EXTRACT_AND_RUN");
	if (env && strcmp(env, "1") == 0)
		return extract_and_run(argc, argv);
	return mount_and_run(argc, argv);
}
